const MAX_DECIMALS = 15;

// Moves the decimal point through the string form, so no binary multiplication error creeps in.
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero to `decimals` places, right despite binary floating point:
 * 13 * 0.175 is stored as 2.2749999999999995 and still rounds to 2.3 at 1 dp.
 * Non-finite or non-number values give 0; `decimals` is clamped to a whole number 0-15.
 */
export function roundTo(value: number, decimals: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const places =
    typeof decimals === 'number' && Number.isFinite(decimals) ? Math.min(MAX_DECIMALS, Math.max(0, Math.trunc(decimals))) : 0;
  // 15 significant digits drop the representation error (…49999999995 becomes …5).
  const cleaned = Number(Math.abs(value).toPrecision(15));
  const rounded = shiftDecimal(Math.round(shiftDecimal(cleaned, places)), -places);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** Totals shown to the user: 1 decimal place. */
export function displayRound(value: number): number {
  return roundTo(value, 1);
}

/** Values sent with analytics events: units to 2 decimals, calories to whole numbers. */
export const eventRound = {
  units: (value: number): number => roundTo(value, 2),
  calories: (value: number): number => roundTo(value, 0),
} as const;
