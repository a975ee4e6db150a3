/**
 * CKEditor 5 (v42 and later, the `ckeditor5` package): the plugin, and the configuration that adds
 * it with its toolbar buttons. dist/README.md, "On a CMS page".
 */
import { CMS_ATTRIBUTES } from '../keep-attributes';
import { TOOLS, TOOL_TAGS } from '../tools';
import { AlcoholAwarenessWidgets, modelName } from './ckeditor5-plugin';

export { CMS_ATTRIBUTES as ATTRIBUTES } from '../keep-attributes';
export { TOOL_TAGS as TAGS } from '../tools';
export { AlcoholAwarenessWidgets } from './ckeditor5-plugin';

/** The toolbar items, `drinkingCheck` and `unitCalculator`. */
export const TOOLBAR_ITEMS: readonly string[] = TOOLS.map(modelName);

const rule = Object.freeze({
  name: new RegExp(`^(${[...TOOL_TAGS, '\\$customElement'].join('|')})$`),
  attributes: Object.freeze(Object.fromEntries(CMS_ATTRIBUTES.map((name) => [name, true as const]))),
});

/**
 * General HTML Support's rule alone, for a set-up without the plugin: keeps the tags with the
 * attributes the widgets read (no card or form). CKEditor holds an unknown element as
 * `$customElement`, so the rule names it too.
 */
export const htmlSupport = Object.freeze({ allow: Object.freeze([rule]) });

type Toolbar = string[] | { items?: string[]; [key: string]: unknown };
interface Config {
  plugins?: unknown[];
  toolbar?: Toolbar;
  [key: string]: unknown;
}

/** A copy of an editor configuration with the plugin added and its buttons at the end of the toolbar. */
export function withWidgets<T extends Config>(config: T = {} as T): T {
  const toolbar: Toolbar = Array.isArray(config.toolbar)
    ? [...config.toolbar, '|', ...TOOLBAR_ITEMS]
    : { ...config.toolbar, items: [...(config.toolbar?.items ?? []), '|', ...TOOLBAR_ITEMS] };
  return { ...config, plugins: [...(config.plugins ?? []), AlcoholAwarenessWidgets], toolbar };
}
