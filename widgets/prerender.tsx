// The build's first screens (scripts/prerender-plugin.mjs): each widget's screen at its default
// route, rendered in Node with react-dom/server, wide and narrow, on the default settings or with
// the attributes given (docs/decisions/0250-first-screen-before-react.md).
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { DrinkingCheckApp } from '../src/drinking-check/DrinkingCheckApp';
import { DC_DEFAULT_PATH } from '../src/drinking-check/routes';
import { ATTRIBUTE_EXAMPLES, ATTRIBUTE_RULES, type SettingName } from '../src/platform/host/attribute-table';
import { createRouteStore } from '../src/platform/host/route-store';
import { parseSettings } from '../src/platform/host/settings';
import { offlineServices } from '../src/platform/services';
import { UnitCalculatorApp } from '../src/unit-calculator/UnitCalculatorApp';
import { UCC_DEFAULT_PATH } from '../src/unit-calculator/routes';
import { WidgetTree } from '../src/ui/widget/widget-tree';

const WIDGETS: Record<string, { App: ComponentType; defaultPath: string; prefix: 'dc' | 'ucc' }> = {
  'drinking-check': { App: DrinkingCheckApp, defaultPath: DC_DEFAULT_PATH, prefix: 'dc' },
  'unit-calculator': { App: UnitCalculatorApp, defaultPath: UCC_DEFAULT_PATH, prefix: 'ucc' },
};

/** Each attribute with the values a page may set other than its default (attribute-table.ts). */
export const EXAMPLES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(ATTRIBUTE_EXAMPLES).map(([property, values]) => [ATTRIBUTE_RULES[property as SettingName].attribute, values]),
);

/** Nothing on the server is an element: render reads only what a first screen reads of it. */
const NO_HOST = {} as HTMLElement;

export function prerender(tagName: string, narrow: boolean, attributes: Record<string, string> = {}): string {
  const widget = WIDGETS[tagName];
  if (!widget) throw new Error(`No widget <${tagName}>`);
  const { App, defaultPath, prefix } = widget;
  const settings = parseSettings((name) => attributes[name] ?? null).settings;
  const routes = createRouteStore(defaultPath, {} as Window);
  return renderToString(
    <WidgetTree
      widget={{ host: NO_HOST, prefix, settings, routes, instanceKey: prefix, startsNarrow: () => narrow }}
      platform={offlineServices()}
      store={createStore()}
      useLocation={() => [defaultPath, () => undefined]}
      App={App}
    />,
  );
}
