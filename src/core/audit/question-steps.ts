import type { AnswerField } from './answer-fields';

/** The scores an answer can have: questions one to eight, and nine and ten (spec section 4). */
const ZERO_TO_FOUR = [0, 1, 2, 3, 4] as const;
const NO_OR_YES = [0, 2, 4] as const;

/**
 * The ten questions' answer fields, route slugs and scores, in order, without their text: what
 * routing and a restored session need on the first screen (the text loads with the questions,
 * whose options give these scores: see the audit-questions test).
 */
export const QUESTION_STEPS = [
  { field: 'drinkFrequency', slug: 'question-one', scores: ZERO_TO_FOUR },
  { field: 'unitsPerTypicalDay', slug: 'question-two', scores: ZERO_TO_FOUR },
  { field: 'bingeFrequency', slug: 'question-three', scores: ZERO_TO_FOUR },
  { field: 'unableToStop', slug: 'question-four', scores: ZERO_TO_FOUR },
  { field: 'unableToMeetExpectation', slug: 'question-five', scores: ZERO_TO_FOUR },
  { field: 'morningDrink', slug: 'question-six', scores: ZERO_TO_FOUR },
  { field: 'feltGuilty', slug: 'question-seven', scores: ZERO_TO_FOUR },
  { field: 'memoryLoss', slug: 'question-eight', scores: ZERO_TO_FOUR },
  { field: 'injury', slug: 'question-nine', scores: NO_OR_YES },
  { field: 'relativeConcerned', slug: 'question-ten', scores: NO_OR_YES },
] as const satisfies readonly { field: AnswerField; slug: string; scores: readonly number[] }[];

export type QuestionSlug = (typeof QUESTION_STEPS)[number]['slug'];

/** Question `number` (1 to 10): its number, field and slug. */
export function questionStep(number: number) {
  const { field, slug } = QUESTION_STEPS[number - 1]!;
  return { number, field, slug };
}

/** The number (1 to 10) of the question with this slug, or undefined. */
export function questionNumberOf(slug: unknown): number | undefined {
  const index = QUESTION_STEPS.findIndex((step) => step.slug === slug);
  return index < 0 ? undefined : index + 1;
}
