/** UK chief medical officers' low-risk guideline. */
export const GUIDELINES = {
  weeklyUnits: 14,
  bingeUnits: { female: 6, male: 8 },
} as const;

function validUnits(units: unknown): number | undefined {
  return typeof units === 'number' && Number.isFinite(units) && units >= 0 ? units : undefined;
}

/** More than 14 units in the week. */
export function exceedsWeeklyGuideline(units: number): boolean {
  const value = validUnits(units);
  return value !== undefined && value > GUIDELINES.weeklyUnits;
}

/**
 * A binge session: 8 or more units for a man (sex 0), 6 or more for a woman (sex 1).
 * When sex is unknown the lower, female threshold applies.
 */
export function isBingeSession(units: number, sex?: 0 | 1): boolean {
  const value = validUnits(units);
  if (value === undefined) return false;
  const threshold = sex === 0 ? GUIDELINES.bingeUnits.male : GUIDELINES.bingeUnits.female;
  return value >= threshold;
}
