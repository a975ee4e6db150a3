import { parseAmount } from '../validation/amount';
import { MAX_PENCE } from './limits';

/** Weekly spend times 52 is the yearly spend (docs/decisions/0165-own-drink-spend-and-swaps.md). */
export const WEEKS_A_YEAR = 52;
/**
 * A price typed by the person, in whole pence: '4.50', '£4.5' and '4' are 450, 450 and 400.
 * Empty text is undefined (no price); anything else that is not a price is NaN.
 */
export function parsePrice(text: string): number | undefined {
  const value = String(text ?? '')
    .trim()
    .replace(/^£\s*/, '');
  if (value === '') return undefined;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence <= MAX_PENCE ? pence : Number.NaN;
}

export interface PricedEntry {
  amount: number;
  /** Price of one drink in whole pence; undefined when the person has not given one. */
  price?: number;
}

export interface Spend {
  pence: number;
  /** Drinks counted without a price. */
  unpriced: number;
}

/** What the drinks cost: amount times price, adding only drinks that have a price. */
export function spendOf(entries: readonly PricedEntry[]): Spend {
  let pence = 0;
  let unpriced = 0;
  for (const entry of entries) {
    const amount = parseAmount(entry.amount);
    if (typeof entry.price === 'number' && Number.isFinite(entry.price) && entry.price >= 0) pence += amount * entry.price;
    else unpriced += amount;
  }
  return { pence, unpriced };
}
