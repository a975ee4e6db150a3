import { mend, type SettingsProblem } from './attribute-mending';
import { ATTRIBUTE_RULES, type SettingName } from './attribute-table';
import { isWidgetModeBrand } from './brand';
import type { HintedParser } from './setting-parsers';
import { shown } from './warnings';
import type { WidgetSettingProperties } from './widget-attributes.generated';

export { DEFAULT_LOADER_DURATION } from './attribute-table';
export type { SettingsProblem } from './attribute-mending';

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
  parse: HintedParser<unknown>;
  fallback: unknown;
}

export const SETTING_RULES: readonly SettingRule[] = Object.entries(ATTRIBUTE_RULES).map(([property, rule]) => ({
  ...rule,
  property: property as SettingName,
}));

export const SETTING_ATTRIBUTES: readonly string[] = SETTING_RULES.map((rule) => rule.attribute);

const BOOLEAN_FIX = 'Write the attribute alone to turn it on, or leave it out.';

/**
 * Parses an element's attributes. An absent attribute takes its default silently. What editors do
 * to a value is undone where the intent is plain (attribute-mending.ts); a value still malformed
 * takes its default. Either way it is reported, with its fix, so the caller can warn once.
 */
export function parseSettings(getAttribute: (name: string) => string | null): {
  settings: WidgetSettings;
  problems: SettingsProblem[];
} {
  const values: Record<string, unknown> = {};
  const problems: SettingsProblem[] = [];
  for (const rule of SETTING_RULES) {
    const { attribute } = rule;
    const text = getAttribute(attribute);
    const mended = text === null ? undefined : mend(attribute, text, rule.kind, rule.parse.address);
    const parsed = mended && !mended.refused ? rule.parse(mended.text) : undefined;
    if (text !== null && parsed === undefined) {
      const why = mended?.refused ? mended.notes[0] : undefined;
      problems.push({
        attribute,
        problem: `ignored ${attribute}="${shown(text)}"${why ? `, which ${why.problem}` : ''}; using the default instead`,
        fix: why?.fix ?? rule.parse.hint ?? BOOLEAN_FIX,
      });
    } else if (mended?.notes.length) {
      for (const note of mended.notes)
        problems.push({
          attribute,
          problem: `read ${attribute}="${shown(text)}" as "${shown(mended.text)}": it ${note.problem}`,
          fix: note.fix,
        });
    }
    values[rule.property] = parsed ?? rule.fallback;
  }
  const settings = values as Omit<WidgetSettings, 'widgetMode'>;
  return { settings: { ...settings, widgetMode: isWidgetModeBrand(settings.brand) }, problems };
}
