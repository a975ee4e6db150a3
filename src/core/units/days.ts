export type DayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Day {
  number: DayNumber;
  short: string;
  long: string;
}

/** Days of the week, 0 = Monday to 6 = Sunday. */
export const DAYS: readonly Day[] = [
  { number: 0, short: 'Mon', long: 'Monday' },
  { number: 1, short: 'Tue', long: 'Tuesday' },
  { number: 2, short: 'Wed', long: 'Wednesday' },
  { number: 3, short: 'Thu', long: 'Thursday' },
  { number: 4, short: 'Fri', long: 'Friday' },
  { number: 5, short: 'Sat', long: 'Saturday' },
  { number: 6, short: 'Sun', long: 'Sunday' },
];

export const DAY_NUMBERS: readonly DayNumber[] = [0, 1, 2, 3, 4, 5, 6];

export function isDayNumber(value: unknown): value is DayNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 6;
}

/** The day for a day number, or undefined for anything that is not 0-6. */
export function dayOf(value: unknown): Day | undefined {
  return isDayNumber(value) ? DAYS[value] : undefined;
}
