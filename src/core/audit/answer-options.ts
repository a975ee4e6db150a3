export interface AnswerOption {
  score: number;
  label: string;
}

export const FREQUENCY_OPTIONS: readonly AnswerOption[] = [
  { score: 0, label: 'Never' },
  { score: 1, label: 'Monthly or less' },
  { score: 2, label: '2 to 4 times a month' },
  { score: 3, label: '2 to 3 times a week' },
  { score: 4, label: '4 or more times a week' },
];

export const UNITS_OPTIONS: readonly AnswerOption[] = [
  { score: 0, label: '1 to 2' },
  { score: 1, label: '3 to 4' },
  { score: 2, label: '5 to 6' },
  { score: 3, label: '7 to 9' },
  { score: 4, label: '10 or more' },
];

/** Questions three to eight. */
export const HOW_OFTEN_OPTIONS: readonly AnswerOption[] = [
  { score: 0, label: 'Never' },
  { score: 1, label: 'Less than monthly' },
  { score: 2, label: 'Monthly' },
  { score: 3, label: 'Weekly' },
  { score: 4, label: 'Daily or almost daily' },
];

/** Questions nine and ten. */
export const YES_NO_LAST_YEAR_OPTIONS: readonly AnswerOption[] = [
  { score: 0, label: 'No' },
  { score: 2, label: 'Yes, but not in the last year' },
  { score: 4, label: 'Yes, during the last year' },
];

/** The four answer lists by name: their labels are copy keys `dc.answer.<name>.<score>`. */
export const ANSWER_OPTION_SETS = {
  frequency: FREQUENCY_OPTIONS,
  units: UNITS_OPTIONS,
  howOften: HOW_OFTEN_OPTIONS,
  yesNoLastYear: YES_NO_LAST_YEAR_OPTIONS,
} as const;

export type AnswerOptionSet = keyof typeof ANSWER_OPTION_SETS;
