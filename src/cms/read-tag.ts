/**
 * A widget's tag as the card shows it: which tool, each setting it has in words, and what is wrong
 * with it, in the words the widget itself uses (settings-problems.ts), so that an editor sees on
 * the card what the widget would say in a preview.
 */
import type { SettingsProblem } from '../platform/host/attribute-mending';
import { checkElement } from '../platform/host/element-checks';
import { parseSettings, SETTING_ATTRIBUTES } from '../platform/host/settings';
import { describeFindings } from '../platform/host/settings-problems';
import { type Field, fieldsOf, valueInWords } from './fields';
import { type Tool, type ToolTag, toolOf } from './tools';

export interface SettingLine {
  field: Field;
  /** The value as the tool reads it, in words; `ignored` when the tool will not use it. */
  words: string;
  ignored: boolean;
}

export interface TagReading {
  tool: Tool;
  settings: SettingLine[];
  problems: SettingsProblem[];
}

/** `hasContent`: the element holds page content (a self-closing tag swallowed what followed). */
export function readTag(tag: ToolTag, attributes: Readonly<Record<string, string>>, hasContent = false): TagReading {
  const get = (name: string) => (Object.prototype.hasOwnProperty.call(attributes, name) ? attributes[name]! : null);
  const { findings } = parseSettings(get);
  const refused = new Set(findings.filter((finding) => finding.refused).map((finding) => finding.attribute));
  const read = new Map(findings.map((finding) => [finding.attribute, finding.read]));
  const settings = fieldsOf(tag)
    .filter((field) => get(field.attribute) !== null)
    .map((field) => {
      const value = read.get(field.attribute) ?? get(field.attribute)!;
      const ignored = refused.has(field.attribute);
      const off = field.kind === 'boolean' && value.trim().toLowerCase() === 'false';
      return { field, ignored, words: ignored ? value : off ? 'Off' : valueInWords(field, value) };
    });
  const problems = [
    ...describeFindings(findings),
    ...checkElement(tag, Object.keys(attributes), SETTING_ATTRIBUTES, hasContent),
  ];
  return { tool: toolOf(tag), settings, problems };
}
