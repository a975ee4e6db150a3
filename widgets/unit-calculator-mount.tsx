// <unit-calculator>'s React tree, loaded by its element after the first paint
// (docs/decisions/0250-first-screen-before-react.md).
import { UnitCalculatorApp } from '../src/unit-calculator/UnitCalculatorApp';
import { appModule } from '../src/ui/widget/react-mount';
import { createWidgetRoot } from '../src/ui/widget/widget-root';

export const { mount } = appModule(createWidgetRoot({ tagName: 'unit-calculator', prefix: 'ucc', App: UnitCalculatorApp }));
