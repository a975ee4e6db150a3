import type { Answers } from './answer-fields';
import { scoreOf } from './scoring';

/** The UK Chief Medical Officers' low-risk guideline, for men and women alike. */
export const GUIDELINE_WEEKLY_UNITS = 14;

const WEEKS_A_MONTH = 52 / 12;

/** Drinking days a week that each answer to question one allows (never is not estimated). */
const DAYS_A_WEEK: Record<number, readonly [number, number]> = {
  1: [0, 1 / WEEKS_A_MONTH], // monthly or less
  2: [2 / WEEKS_A_MONTH, 4 / WEEKS_A_MONTH], // 2 to 4 times a month
  3: [2, 3], // 2 to 3 times a week
  4: [4, 7], // 4 or more times a week
};

/** Units on a drinking day that each answer to question two allows; '10 or more' has no top. */
const UNITS_A_DAY: Record<number, readonly [number, number]> = {
  0: [1, 2],
  1: [3, 4],
  2: [5, 6],
  3: [7, 9],
  4: [10, Infinity],
};

export interface WeeklyUnits {
  /** The fewest whole units a week the two answers allow (rounded down). */
  low: number;
  /** The most, rounded up; Infinity when question two was '10 or more'. */
  high: number;
  /** Whether the top of the range is over the 14-unit guideline. */
  couldBeOverGuideline: boolean;
}

/**
 * A range of weekly units from how often (question one) and how much on a typical day (question
 * two): e.g. '4 or more times a week' and '3 to 4' give 12 to 28. Undefined for a never-drinker
 * or when either answer is missing. With '10 or more' the top is open; it counts as possibly over
 * the guideline from '2 to 4 times a month' up (ten units or more, up to once a week, can pass 14).
 */
export function weeklyUnitsEstimate(answers: Answers): WeeklyUnits | undefined {
  const frequency = scoreOf(answers, 'drinkFrequency');
  const units = scoreOf(answers, 'unitsPerTypicalDay');
  const days = frequency === undefined ? undefined : DAYS_A_WEEK[frequency];
  const perDay = units === undefined ? undefined : UNITS_A_DAY[units];
  if (!days || !perDay) return undefined;
  const low = Math.floor(days[0] * perDay[0]);
  const high = Math.ceil(days[1] * perDay[1]);
  const couldBeOverGuideline = high === Infinity ? frequency! >= 2 : high > GUIDELINE_WEEKLY_UNITS;
  return { low, high, couldBeOverGuideline };
}
