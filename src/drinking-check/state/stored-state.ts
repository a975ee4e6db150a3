import {
  ANSWER_FIELDS,
  isRiskLevel,
  parseGenderIdentity,
  parseGenderMatchesBirth,
  parseHereFor,
  parsePreviousAssessment,
  scoreOf,
  type Answers,
  type Profile,
} from '../../core/audit';
import { parseAge, parseSex } from '../../core/validation';
import { parseStoredJson } from '../../platform/stored-json';
import type { CheckResult } from './atoms';
import { storageKey } from './storage-key';

export { storageKey };

/**
 * What survives a reload: answers and about-you in progress, and the result
 * (docs/decisions/0009-answers-kept-in-session-storage.md).
 */
export interface StoredState {
  answers: Answers;
  profile: Profile;
  hasResults: boolean;
  result?: CheckResult;
  /** The result's email has gone by itself (signed in): a reload does not send it again. */
  autoEmailed?: boolean;
}

/** Several times the most the check writes (ten answers, the about-you, a result with its answers: under 1,500). */
export const MAX_STORED_CHECK_LENGTH = 10_000;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function cleanAnswers(value: unknown): Answers {
  const answers: Answers = {};
  for (const field of ANSWER_FIELDS) {
    const score = scoreOf(record(value) as Answers, field);
    if (score !== undefined) answers[field] = score;
  }
  return answers;
}

/** Only the about-you fields, each checked; nothing else about a person is kept. */
export function aboutYouOf(value: unknown): Profile {
  const source = record(value);
  const profile: Profile = {};
  const set = <K extends keyof Profile>(key: K, parsed: Profile[K] | undefined) => {
    if (parsed !== undefined) profile[key] = parsed;
  };
  set('hereFor', parseHereFor(source.hereFor));
  set('age', parseAge(source.age));
  set('sex', parseSex(source.sex));
  set('genderMatchesBirth', parseGenderMatchesBirth(source.genderMatchesBirth));
  set('genderIdentity', parseGenderIdentity(source.genderIdentity));
  set('previousAlcoholAssessment', parsePreviousAssessment(source.previousAlcoholAssessment));
  return profile;
}

/** A result stored before results kept their answers takes the answers stored beside it. */
function cleanResult(value: unknown, storedAnswers: Answers): CheckResult | undefined {
  const source = record(value);
  const { score, scale, riskLevel, answers } = source;
  if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 40) return undefined;
  if (scale !== 'full' && scale !== 'auditC') return undefined;
  const resultAnswers = answers === undefined ? storedAnswers : cleanAnswers(answers);
  return isRiskLevel(riskLevel) ? { score, scale, riskLevel, answers: resultAnswers } : undefined;
}

/** The stored text read back; anything malformed is dropped; bad JSON, or text longer than the check writes, gives undefined. */
export function parseStoredState(text: string | null): StoredState | undefined {
  const value = parseStoredJson(text, MAX_STORED_CHECK_LENGTH);
  if (typeof value !== 'object' || value === null) return undefined;
  const source = record(value);
  const answers = cleanAnswers(source.answers);
  const result = cleanResult(source.result, answers);
  return {
    answers,
    profile: aboutYouOf(source.profile),
    hasResults: source.hasResults === true && result !== undefined,
    ...(result ? { result } : {}),
    ...(result && source.autoEmailed === true ? { autoEmailed: true } : {}),
  };
}

export function serialiseState(state: StoredState): string {
  return JSON.stringify({ ...state, profile: aboutYouOf(state.profile) });
}
