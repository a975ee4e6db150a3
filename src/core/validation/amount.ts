export const AMOUNT_MIN = 0;
export const AMOUNT_MAX = 99;

/** A whole number of drinks from AMOUNT_MIN to AMOUNT_MAX; decimals are truncated. */
export function clampAmount(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return AMOUNT_MIN;
  const whole = Math.trunc(value);
  return Math.min(AMOUNT_MAX, Math.max(AMOUNT_MIN, whole)) + 0; // + 0 turns -0 into 0
}

/** The amount field's value: empty, non-numeric or non-finite input gives 0. */
export function parseAmount(input: unknown): number {
  if (typeof input === 'number') return clampAmount(input);
  if (typeof input !== 'string') return AMOUNT_MIN;
  const text = input.trim();
  if (text === '') return AMOUNT_MIN;
  return clampAmount(Number(text));
}

/** Whether the minus button is enabled. */
export function canDecreaseAmount(amount: unknown): boolean {
  return parseAmount(amount) > AMOUNT_MIN;
}

/** Whether the plus button is enabled. */
export function canIncreaseAmount(amount: unknown): boolean {
  return parseAmount(amount) < AMOUNT_MAX;
}

/**
 * The amount a person meant when they typed into the amount field. A digit typed into a field that
 * showed 0 replaces the 0 wherever the caret was: WebKit leaves a tapped field's caret before the 0,
 * so "2" arrives as "20" (docs/decisions/0207-amount-fields-replace-their-zero.md). Anything but
 * digits is 0 (spec section 5).
 */
export function typedAmount(previous: number, text: string): number {
  if (!/^\s*\d+\s*$/.test(text)) return AMOUNT_MIN;
  const digits = text.trim();
  if (previous === 0 && digits.length === 2 && digits.includes('0')) return parseAmount(digits.replace('0', ''));
  return parseAmount(digits);
}
