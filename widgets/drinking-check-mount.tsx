// <drinking-check>'s React tree, loaded by its element after the first paint
// (docs/decisions/0250-first-screen-before-react.md).
import { DrinkingCheckApp } from '../src/drinking-check/DrinkingCheckApp';
import { startSignIn } from '../src/drinking-check/welcome/start-sign-in';
import { appModule } from '../src/ui/widget/react-mount';
import { createWidgetRoot } from '../src/ui/widget/widget-root';

export const { mount } = appModule(
  createWidgetRoot({ tagName: 'drinking-check', prefix: 'dc', App: DrinkingCheckApp, startSignIn }),
);
