// <drinking-check>'s first entry: the element, its settings, styles and first screen, with no
// React; the app (drinking-check-mount.tsx) loads after the first paint
// (docs/decisions/0250-first-screen-before-react.md).
import firstScreen from 'prerendered:drinking-check';
import { addressOf, DC_DEFAULT_PATH } from '../src/drinking-check/route-address';
import { storageKey } from '../src/drinking-check/state/storage-key';
import checkCss from '../src/drinking-check/drinking-check.css';
import widgetCss from '../src/ui/styles/widget.css';
import { defineAppSignIn } from '../src/ui/widget/app-sign-in';
import { createWidgetElement } from '../src/ui/widget/create-widget-element';
import { defineOnce } from '../src/ui/widget/define-once';

export const DRINKING_CHECK_TAG = 'drinking-check';

const drinkingCheckElement = createWidgetElement({
  tagName: DRINKING_CHECK_TAG,
  prefix: 'dc',
  defaultPath: DC_DEFAULT_PATH,
  firstScreen,
  savedWorkKey: storageKey,
  addressOf,
  cssText: widgetCss + checkCss,
  loadApp: () => import('./drinking-check-mount'),
});

// It takes an app's token by a method too (docs/decisions/0260-the-page-an-app-loads.md).
defineAppSignIn(drinkingCheckElement.prototype);
defineOnce(DRINKING_CHECK_TAG, drinkingCheckElement);

export type * from './public-types';
