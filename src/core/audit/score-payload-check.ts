import type { AnswerField, Answers } from './answer-fields';
import { saveBlockers } from './can-save';
import type { Profile } from './profile';
import { buildScorePayload, SCORE_KEYS, type ScorePayload } from './score-payload';

/** Longer than any name, email address, postcode, brand or campaign a person or host gives. */
const MAX_TEXT = 320;

/**
 * What keeps `value` from being a save the widget could have made, by field; none for a good one.
 * A save is rebuilt from the fields it carries with the rules that made it (buildScorePayload), so
 * every range, enum, total and level is checked as the widget computes it; and it must be one the
 * widget would send (questions one to three answered, sex and an adult age set).
 */
export function scorePayloadProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['payload'];
  const sent = value as Record<string, unknown>;
  const answers: Answers = {};
  for (const [field, key] of Object.entries(SCORE_KEYS) as [AnswerField, string][])
    if (sent[key] !== undefined) answers[field] = sent[key] as number;
  const profile = {
    hereFor: 'Myself',
    age: sent.age,
    sex: sent.sex,
    genderIdentity: sent.genderIdentity,
    genderMatchesBirth: sent.genderMatchesBirth,
    previousAlcoholAssessment: sent.previousAlcoholAssessment,
    postcode: sent.postcode,
    email: sent.emailAddress,
    fullName: sent.name,
  } as Profile;
  const rebuilt: Record<string, unknown> = { ...buildScorePayload(answers, profile, sent) };
  const problems = [...new Set([...Object.keys(sent), ...Object.keys(rebuilt)])].filter(
    (key) =>
      JSON.stringify(sent[key]) !== JSON.stringify(rebuilt[key]) ||
      (typeof sent[key] === 'string' && (sent[key] as string).length > MAX_TEXT),
  );
  for (const blocker of saveBlockers(answers, profile)) problems.push(blocker === 'under18' ? 'age' : blocker);
  return [...new Set(problems)];
}

/** Whether `value` is a save the widget could have made. */
export const isScorePayload = (value: unknown): value is ScorePayload => scorePayloadProblems(value).length === 0;
