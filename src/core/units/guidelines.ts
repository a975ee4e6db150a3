import { DAY_NUMBERS } from './days';

/** UK chief medical officers' low-risk guideline. */
export const GUIDELINES = {
  weeklyUnits: 14,
  /** A binge is more than these units in one session (docs/decisions/0160-chart-colour-means-risk.md). */
  bingeUnits: { female: 6, male: 8 },
  spreadDays: 3,
} as const;

function validUnits(units: unknown): number | undefined {
  return typeof units === 'number' && Number.isFinite(units) && units >= 0 ? units : undefined;
}

/** More than 14 units in the week. */
export function exceedsWeeklyGuideline(units: number): boolean {
  const value = validUnits(units);
  return value !== undefined && value > GUIDELINES.weeklyUnits;
}

// Sums of units carry float noise (6.000000000000001 is 6).
const clean = (value: number) => Number(value.toFixed(9));

/**
 * A binge session: more than 8 units for a man (sex 0), more than 6 for a woman (sex 1). When
 * sex is unknown the lower, women's line applies.
 */
export function isBingeSession(units: number, sex?: 0 | 1): boolean {
  const value = validUnits(units);
  if (value === undefined) return false;
  return clean(value) > (sex === 0 ? GUIDELINES.bingeUnits.male : GUIDELINES.bingeUnits.female);
}

/**
 * The calculator does not ask the person's sex, so a day is measured against both binge lines:
 * 'both' over 8 units (the men's line, and so the women's too), 'women' over 6, 'within' above 0,
 * 'none' on a drink-free day.
 */
export type BingeLevel = 'both' | 'women' | 'within' | 'none';

export function bingeLevel(units: number): BingeLevel {
  if (isBingeSession(units, 0)) return 'both';
  if (isBingeSession(units, 1)) return 'women';
  return (validUnits(units) ?? 0) > 0 ? 'within' : 'none';
}

export interface WeekPattern {
  drinkingDays: number;
  drinkFreeDays: number;
  /** Drinking spread over three or more days, as the guideline advises for 14 units a week. */
  spread: boolean;
}

/** Drinking days and drink-free days of a week, from the units of each day that has any. */
export function weekPattern(dayUnits: readonly number[]): WeekPattern {
  const drinkingDays = Math.min(DAY_NUMBERS.length, dayUnits.filter((units) => (validUnits(units) ?? 0) > 0).length);
  return {
    drinkingDays,
    drinkFreeDays: DAY_NUMBERS.length - drinkingDays,
    spread: drinkingDays >= GUIDELINES.spreadDays,
  };
}
