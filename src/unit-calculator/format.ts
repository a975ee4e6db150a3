import { displayRound } from '../core/units';

/** A displayed total, to 1 decimal place (spec section 9). */
export function shown(value: number): string {
  return displayRound(value).toLocaleString('en-GB', { maximumFractionDigits: 1 });
}
