/**
 * The form's fields and the card's lines, made from the attribute table: which attributes a tool
 * reads, their kind and values (ATTRIBUTE_RULES, ATTRIBUTE_DOCS) and their words for an editor
 * (field-words.ts). `id` is the one attribute outside the table (it names a widget in the address).
 */
import { ATTRIBUTE_DOCS, ATTRIBUTE_RULES, type SettingName } from '../platform/host/attribute-table';
import { FIELD_WORDS, type FieldWords } from './field-words';
import type { ToolTag } from './tools';

export interface Field extends FieldWords {
  attribute: string;
  kind: 'boolean' | 'choice' | 'text';
}

const ID_FIELD: Field = {
  attribute: 'id',
  kind: 'text',
  label: 'Name in the page address',
  help: 'Only when widgets are added and removed by script: a short name (letters, digits, - and _) that keeps this one apart.',
  audience: 'developer',
};

function fieldOf(property: SettingName): Field {
  const rule = ATTRIBUTE_RULES[property];
  const words = FIELD_WORDS[property];
  const kind = rule.kind === 'boolean' ? 'boolean' : words.choices ? 'choice' : 'text';
  return { attribute: rule.attribute, kind, ...words };
}

/** Every attribute the tool reads, editors' first, in the table's order, then `id`. */
export function fieldsOf(tag: ToolTag): Field[] {
  const properties = (Object.keys(ATTRIBUTE_RULES) as SettingName[]).filter((property) => {
    const only = ATTRIBUTE_DOCS[property].widget;
    return !only || only === tag;
  });
  const fields = properties.map(fieldOf);
  return [
    ...fields.filter((field) => field.audience === 'editor'),
    ...fields.filter((field) => field.audience === 'developer'),
    ID_FIELD,
  ];
}

/** A set value as the card shows it: "On", a list value in words, or the text itself. */
export function valueInWords(field: Field, value: string): string {
  if (field.kind === 'boolean') return 'On';
  if (field.kind === 'choice') return field.choices?.[value.trim().toLowerCase()] ?? value;
  return value;
}
