import { displayRound } from '../core/units';

/** Fills {name} placeholders of a copy string. Values are rendered as text. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A displayed total, to 1 decimal place (spec section 9). */
export function shown(value: number): string {
  return displayRound(value).toLocaleString('en-GB', { maximumFractionDigits: 1 });
}
