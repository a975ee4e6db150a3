import { type Finding, mend } from './attribute-mending';
import { ATTRIBUTE_MAX_LENGTH, ATTRIBUTE_RULES, type SettingName } from './attribute-table';
import { isWidgetModeBrand } from './brand';
import { parseApiBase, parseLinkTarget, parseMediaBase, parseRedirectUri } from './setting-parsers';
import type { WidgetSettingProperties } from './widget-attributes.generated';

export { DEFAULT_LOADER_DURATION } from './attribute-table';
export type { Finding, SettingsProblem } from './attribute-mending';

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

export interface SettingRule {
  property: SettingName;
  attribute: string;
  kind: 'boolean' | 'text';
  parse: (text: string) => unknown;
  fallback: unknown;
  /** The longest value taken, checked before anything else (ATTRIBUTE_MAX_LENGTH). */
  maxLength: number;
}

export const SETTING_RULES: readonly SettingRule[] = Object.entries(ATTRIBUTE_RULES).map(([property, rule]) => ({
  ...rule,
  property: property as SettingName,
  maxLength: ATTRIBUTE_MAX_LENGTH[property as SettingName],
}));

export const SETTING_ATTRIBUTES: readonly string[] = SETTING_RULES.map((rule) => rule.attribute);

/** The parsers of a single address, in which a line break is never meant (attribute-mending.ts). */
const ADDRESSES: ReadonlySet<unknown> = new Set([parseApiBase, parseLinkTarget, parseMediaBase, parseRedirectUri]);

/**
 * Parses one attribute's value (null: absent). An absent attribute takes its default silently. A
 * value longer than the rule takes is refused before anything else is done with it, so that its
 * cost does not grow with its length (docs/decisions/0292-every-attribute-has-a-length-limit.md).
 * What editors do to a value is undone where the intent is plain (attribute-mending.ts); a value
 * still malformed takes its default. Either way it is a finding, so that the caller can say so
 * (settings-problems.ts, loaded only then).
 */
export function parseSetting(rule: SettingRule, value: string | null): { value: unknown; finding?: Finding } {
  if (value === null) return { value: rule.fallback };
  const { attribute } = rule;
  if (value.length > rule.maxLength) return { value: rule.fallback, finding: { attribute, value, mended: [], refused: 'long' } };
  const { text, mended, cut } = mend(attribute, value, rule.kind === 'boolean', ADDRESSES.has(rule.parse));
  const parsed = cut ? undefined : rule.parse(text);
  if (parsed === undefined)
    return { value: rule.fallback, finding: { attribute, value, mended, refused: cut ? 'cut' : 'malformed' } };
  return { value: parsed, finding: mended.length ? { attribute, value, read: text, mended } : undefined };
}

/** The settings from each setting's parsed value, with what is derived from them. */
export function settingsOf(values: Readonly<Record<string, unknown>>): WidgetSettings {
  const settings = values as Omit<WidgetSettings, 'widgetMode'>;
  return { ...settings, widgetMode: isWidgetModeBrand(settings.brand) };
}

/** Parses every attribute of an element (parseSetting for each). */
export function parseSettings(getAttribute: (name: string) => string | null): {
  settings: WidgetSettings;
  findings: Finding[];
} {
  const values: Record<string, unknown> = {};
  const findings: Finding[] = [];
  for (const rule of SETTING_RULES) {
    const { value, finding } = parseSetting(rule, getAttribute(rule.attribute));
    values[rule.property] = value;
    if (finding) findings.push(finding);
  }
  return { settings: settingsOf(values), findings };
}
