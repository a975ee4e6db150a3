export const AGE_MIN = 1;
export const AGE_MAX = 150;
/** Minimum age for the Drinking Check (younger people see the 'Important' warning). */
export const ADULT_AGE = 18;

const AGE_TEXT = /^[1-9]\d{0,2}$/;

/**
 * A whole-number age from AGE_MIN to AGE_MAX, given as a number or as a digit string
 * (surrounding whitespace allowed). A leading zero ('012') is rejected, as in the age field.
 */
export function parseAge(input: unknown): number | undefined {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string') {
    const text = input.trim();
    if (!AGE_TEXT.test(text)) return undefined;
    value = Number(text);
  } else {
    return undefined;
  }
  if (!Number.isInteger(value) || value < AGE_MIN || value > AGE_MAX) return undefined;
  return value;
}

export function isValidAge(input: unknown): boolean {
  return parseAge(input) !== undefined;
}

export function isAdult(input: unknown): boolean {
  const age = parseAge(input);
  return age !== undefined && age >= ADULT_AGE;
}
