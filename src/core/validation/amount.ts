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
