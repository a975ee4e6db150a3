import { ATTRIBUTE_RULES, type SettingName } from './attribute-table';
import { isWidgetModeBrand } from './brand';
import type { WidgetSettingProperties } from './widget-attributes.generated';

export { DEFAULT_LOADER_DURATION } from './attribute-table';

export type RoutingMode = 'hash' | 'memory';
/** Drinking Check: which results screen a finished check opens (docs/decisions/0193). */
export type ResultsView = 'full' | 'abridged';

/**
 * What a page sets on an element, parsed and checked: the properties generated from the
 * attribute table (attribute-table.ts), and what is derived from them.
 */
export interface WidgetSettings extends WidgetSettingProperties {
  /** Derived from brand (see brand.ts), not an attribute of its own. */
  widgetMode: boolean;
}

interface SettingRule {
  property: SettingName;
  attribute: string;
  kind: 'boolean' | 'text';
  parse: (text: string) => unknown;
  fallback: unknown;
}

export const SETTING_RULES: readonly SettingRule[] = Object.entries(ATTRIBUTE_RULES).map(([property, rule]) => ({
  ...rule,
  property: property as SettingName,
}));

export const SETTING_ATTRIBUTES: readonly string[] = SETTING_RULES.map((rule) => rule.attribute);

export interface SettingProblem {
  attribute: string;
  value: string;
}

/**
 * Parses an element's attributes. An absent attribute takes its default silently; a malformed
 * one takes its default and is reported, so the caller can warn once.
 */
export function parseSettings(getAttribute: (name: string) => string | null): {
  settings: WidgetSettings;
  problems: SettingProblem[];
} {
  const values: Record<string, unknown> = {};
  const problems: SettingProblem[] = [];
  for (const rule of SETTING_RULES) {
    const text = getAttribute(rule.attribute);
    const parsed = text === null ? undefined : rule.parse(text);
    if (text !== null && parsed === undefined) problems.push({ attribute: rule.attribute, value: text });
    values[rule.property] = parsed ?? rule.fallback;
  }
  const settings = values as Omit<WidgetSettings, 'widgetMode'>;
  return { settings: { ...settings, widgetMode: isWidgetModeBrand(settings.brand) }, problems };
}
