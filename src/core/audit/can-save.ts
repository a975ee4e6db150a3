import { parseAge } from '../validation/age';
import { parseSex } from '../validation/sex';
import type { Answers } from './answer-fields';
import { parseHereFor, type Profile } from './profile';
import { isAnswered } from './scoring';

/**
 * The score is saved only when questions one to three are answered and hereFor, sex and
 * age are set to valid values (SPEC section 4).
 */
export function canSave(answers: Answers, profile: Profile): boolean {
  const person: Partial<Record<keyof Profile, unknown>> =
    typeof profile === 'object' && profile !== null ? profile : {};
  return (
    isAnswered(answers, 'bingeFrequency') &&
    isAnswered(answers, 'drinkFrequency') &&
    isAnswered(answers, 'unitsPerTypicalDay') &&
    parseHereFor(person.hereFor) !== undefined &&
    parseSex(person.sex) !== undefined &&
    parseAge(person.age) !== undefined
  );
}
