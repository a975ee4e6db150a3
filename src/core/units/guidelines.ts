import { DAY_NUMBERS } from './days';
import { displayRound } from './rounding';

/** UK chief medical officers' low-risk guideline. */
export const GUIDELINES = {
  weeklyUnits: 14,
  /**
   * A binge is these units or more in one session: the line AUDIT question three asks about ('6 or
   * more units if female, or 8 or more if male'), and the one line both tools use
   * (docs/decisions/0213-one-binge-line-in-both-tools.md).
   */
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

/**
 * A binge session: 8 units or more for a man (sex 0), 6 or more for a woman (sex 1). When sex is
 * unknown the lower, women's line applies. The units are taken as shown, to one decimal place, so
 * a day shown as '6.0' is a binge for a woman whatever its hundredths (5.96), and one shown as
 * '5.9' is not (docs/decisions/0213-one-binge-line-in-both-tools.md).
 */
export function isBingeSession(units: number, sex?: 0 | 1): boolean {
  const value = validUnits(units);
  if (value === undefined) return false;
  return displayRound(value) >= (sex === 0 ? GUIDELINES.bingeUnits.male : GUIDELINES.bingeUnits.female);
}

/**
 * The calculator does not ask the person's sex, so a day is measured against both binge lines:
 * 'both' at 8 units or more (the men's line, and so the women's too), 'women' at 6 or more,
 * 'within' above 0, 'none' on a drink-free day.
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
