import { AGE_MAX } from './age';

/** Keys the age field lets through besides digits (SPEC section 5). */
export const AGE_CONTROL_KEYS: readonly string[] = [
  'Tab',
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
];

/**
 * The age field's keydown filter. A digit is accepted only when the value it would make
 * (digit appended to the current value) has no leading zero and is at most AGE_MAX.
 */
export function acceptsAgeKey(currentValue: string, key: string): boolean {
  if (typeof key !== 'string') return false;
  if (AGE_CONTROL_KEYS.includes(key)) return true;
  if (!/^\d$/.test(key)) return false;
  const current = typeof currentValue === 'string' ? currentValue : '';
  const next = current + key;
  return /^[1-9]\d*$/.test(next) && Number(next) <= AGE_MAX;
}

/**
 * Cleans pasted text for the age field: digits only, no leading zeros, and only as many
 * digits as keep the value at or below AGE_MAX ('1500' -> '150', '200' -> '20').
 * Returns '' when nothing valid remains.
 */
export function sanitiseAgeInput(text: unknown): string {
  if (typeof text !== 'string') return '';
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  let result = '';
  for (const digit of digits) {
    if (Number(result + digit) > AGE_MAX) break;
    result += digit;
  }
  return result;
}
