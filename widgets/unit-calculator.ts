import { UnitCalculatorApp } from '../src/unit-calculator/UnitCalculatorApp';
import { UCC_DEFAULT_PATH } from '../src/unit-calculator/routes';
import firstScreen from 'prerendered:unit-calculator';
import { storageKey } from '../src/unit-calculator/state/state-storage';
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
  App: UnitCalculatorApp,
  cssText: widgetCss + calculatorCss,
});

defineOnce(UNIT_CALCULATOR_TAG, unitCalculatorElement);

export type * from './public-types';
