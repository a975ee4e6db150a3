import { UnitCalculatorApp } from '../src/unit-calculator/UnitCalculatorApp';
import { UCC_DEFAULT_PATH } from '../src/unit-calculator/routes';
import { UCC_FIRST_SCREEN } from '../src/unit-calculator/first-screen.generated';
import { storageKey } from '../src/unit-calculator/state/state-storage';
import widgetCss from '../src/ui/styles/widget.css';
import calculatorCss from '../src/unit-calculator/unit-calculator.css';
import { createWidgetElement } from '../src/ui/widget/create-widget-element';
import { defineOnce } from '../src/ui/widget/define-once';
import { isNarrow } from '../src/ui/widget/use-narrow-widget';

export const UNIT_CALCULATOR_TAG = 'unit-calculator';

const unitCalculatorElement = createWidgetElement({
  tagName: UNIT_CALCULATOR_TAG,
  prefix: 'ucc',
  defaultPath: UCC_DEFAULT_PATH,
  // Below 768 px the header is the mobile one, which React draws (docs/decisions/0206).
  firstScreen: (host) => (isNarrow(host) ? undefined : UCC_FIRST_SCREEN),
  savedWorkKey: storageKey,
  App: UnitCalculatorApp,
  cssText: widgetCss + calculatorCss,
});

defineOnce(UNIT_CALCULATOR_TAG, unitCalculatorElement);

export type * from './public-types';
