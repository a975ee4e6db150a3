import { ANSWER_FIELDS, AUDIT_C_FIELDS, type AnswerField, type Answers } from './answer-fields';
import { QUESTION_STEPS } from './question-steps';

/** Whether `score` is one of the scores that `field`'s question offers. */
export function isValidScore(field: AnswerField, score: unknown): score is number {
  const step = QUESTION_STEPS.find((candidate) => candidate.field === field);
  return step !== undefined && (step.scores as readonly unknown[]).includes(score);
}

/** The answer's score when it is a valid option score, else undefined. */
export function scoreOf(answers: Answers, field: AnswerField): number | undefined {
  if (typeof answers !== 'object' || answers === null) return undefined;
  const score: unknown = answers[field];
  return isValidScore(field, score) ? score : undefined;
}

/** Whether `field` holds a valid answer. */
export function isAnswered(answers: Answers, field: AnswerField): boolean {
  return scoreOf(answers, field) !== undefined;
}

function sumOf(answers: Answers, fields: readonly AnswerField[]): number {
  return fields.reduce((sum, field) => sum + (scoreOf(answers, field) ?? 0), 0);
}

/** Sum of the valid answer scores (0-40); missing or invalid answers count as nothing. */
export function totalScore(answers: Answers): number {
  return sumOf(answers, ANSWER_FIELDS);
}

/** Sum of questions one to three (0-12), the 'triage' score. */
export function auditCScore(answers: Answers): number {
  return sumOf(answers, AUDIT_C_FIELDS);
}
