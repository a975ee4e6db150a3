import { ADULT_AGE, parseAge } from '../validation/age';
import { parseSex } from '../validation/sex';
import type { Answers } from './answer-fields';
import { parseHereFor, type Profile } from './profile';
import { isAnswered } from './scoring';

/** What keeps a score from being saved: a missing answer or profile field, or an age under 18. */
export type SaveBlocker = 'bingeFrequency' | 'drinkFrequency' | 'unitsPerTypicalDay' | 'hereFor' | 'sex' | 'age' | 'under18';

/**
 * SPEC section 4: the score is saved only when questions one to three are answered and hereFor,
 * sex and age are set to valid values; and (DESIGN decision 5) never for an age under 18,
 * wherever the age came from (the age step, a token, a stored session).
 */
export function saveBlockers(answers: Answers, profile: Profile): SaveBlocker[] {
  const person: Partial<Record<keyof Profile, unknown>> = typeof profile === 'object' && profile !== null ? profile : {};
  const blockers: SaveBlocker[] = [];
  for (const field of ['bingeFrequency', 'drinkFrequency', 'unitsPerTypicalDay'] as const)
    if (!isAnswered(answers, field)) blockers.push(field);
  if (parseHereFor(person.hereFor) === undefined) blockers.push('hereFor');
  if (parseSex(person.sex) === undefined) blockers.push('sex');
  const age = parseAge(person.age);
  if (age === undefined) blockers.push('age');
  else if (age < ADULT_AGE) blockers.push('under18');
  return blockers;
}

export function canSave(answers: Answers, profile: Profile): boolean {
  return saveBlockers(answers, profile).length === 0;
}
