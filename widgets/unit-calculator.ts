// <unit-calculator>'s first entry: the element, its settings, styles and first screen, with no
// React; the app (unit-calculator-mount.tsx) loads after the first paint
// (docs/decisions/0250-first-screen-before-react.md).
import firstScreen from 'prerendered:unit-calculator';
import { UCC_DEFAULT_PATH } from '../src/unit-calculator/routes';
import { storageKey } from '../src/unit-calculator/state/storage-key';
import widgetCss from '../src/ui/styles/widget.css';
import calculatorCss from '../src/unit-calculator/unit-calculator.css';
import { createWidgetElement } from '../src/ui/widget/create-widget-element';
import { defineOnce } from '../src/ui/widget/define-once';

export const UNIT_CALCULATOR_TAG = 'unit-calculator';

const unitCalculatorElement = createWidgetElement({
  tagName: UNIT_CALCULATOR_TAG,
  prefix: 'ucc',
  defaultPath: UCC_DEFAULT_PATH,
  firstScreen,
  savedWorkKey: storageKey,
  cssText: widgetCss + calculatorCss,
  loadApp: () => import('./unit-calculator-mount'),
});

defineOnce(UNIT_CALCULATOR_TAG, unitCalculatorElement);

export type * from './public-types';
