import { ANSWER_FIELDS, AUDIT_C_FIELDS, type Answers } from './answer-fields';
import type { RiskScale } from './risk-bands';
import { isAnswered, scoreOf } from './scoring';

/** Questions four to ten are skipped when questions one to three add up to this or less. */
export const EARLY_EXIT_MAX = 4;

export interface EarlyExit {
  exits: boolean;
  answers: Answers;
}

function asAnswers(answers: unknown): Answers {
  return typeof answers === 'object' && answers !== null ? (answers as Answers) : {};
}

/**
 * The check after question three. Missing or invalid answers to questions one to three
 * count as 0 (never, 1 to 2 units, never). When their sum is 4 or less the check ends:
 * the result keeps only those three (defaulted) answers. Otherwise the answers are
 * returned unchanged (as a copy).
 */
export function applyEarlyExit(answers: Answers): EarlyExit {
  const source = asAnswers(answers);
  const auditC: Answers = {
    drinkFrequency: scoreOf(source, 'drinkFrequency') ?? 0,
    unitsPerTypicalDay: scoreOf(source, 'unitsPerTypicalDay') ?? 0,
    bingeFrequency: scoreOf(source, 'bingeFrequency') ?? 0,
  };
  const sum = AUDIT_C_FIELDS.reduce((total, field) => total + (auditC[field] ?? 0), 0);
  if (sum <= EARLY_EXIT_MAX) return { exits: true, answers: auditC };
  return { exits: false, answers: { ...source } };
}

/** Answers after 'skip to results' in the never-drinker modal. */
export function neverDrinkerAnswers(): Answers {
  return { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 };
}

/**
 * 'auditC' when no question after three has a valid answer (early exit or never drinker),
 * else 'full'.
 */
export function scaleFor(answers: Answers): RiskScale {
  const source = asAnswers(answers);
  const later = ANSWER_FIELDS.filter((field) => !(AUDIT_C_FIELDS as readonly string[]).includes(field));
  return later.some((field) => isAnswered(source, field)) ? 'full' : 'auditC';
}
