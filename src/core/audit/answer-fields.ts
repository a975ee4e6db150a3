/** The ten AUDIT answers, in question order. */
export const ANSWER_FIELDS = [
  'drinkFrequency',
  'unitsPerTypicalDay',
  'bingeFrequency',
  'unableToStop',
  'unableToMeetExpectation',
  'morningDrink',
  'feltGuilty',
  'memoryLoss',
  'injury',
  'relativeConcerned',
] as const;

export type AnswerField = (typeof ANSWER_FIELDS)[number];

/** Each value is the chosen option's score. */
export type Answers = Partial<Record<AnswerField, number>>;

/** Questions one to three: the AUDIT-C part. */
export const AUDIT_C_FIELDS = ['drinkFrequency', 'unitsPerTypicalDay', 'bingeFrequency'] as const;

export function isAnswerField(value: unknown): value is AnswerField {
  return typeof value === 'string' && (ANSWER_FIELDS as readonly string[]).includes(value);
}
