import { DrinkingCheckApp } from '../src/drinking-check/DrinkingCheckApp';
import { addressOf, DC_DEFAULT_PATH } from '../src/drinking-check/routes';
import firstScreen from 'prerendered:drinking-check';
import { storageKey } from '../src/drinking-check/state/stored-state';
import { startSignIn } from '../src/drinking-check/welcome/start-sign-in';
import checkCss from '../src/drinking-check/drinking-check.css';
import widgetCss from '../src/ui/styles/widget.css';
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
  App: DrinkingCheckApp,
  cssText: widgetCss + checkCss,
  startSignIn,
});

defineOnce(DRINKING_CHECK_TAG, drinkingCheckElement);

export type * from './public-types';
