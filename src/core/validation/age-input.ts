import { AGE_MAX, AGE_MIN } from './age';

/** What is wrong with the text of the age field, for its error message. */
export type AgeProblem = 'missing' | 'notNumber' | 'outOfRange';

/**
 * Reads the age field as typed: surrounding spaces and leading zeros are fine; anything else is
 * kept as typed and named as a problem, so the field can say what is wrong (docs/decisions/0152-forms-that-explain.md).
 */
export function readAgeField(text: string): { age: number } | { problem: AgeProblem } {
  const value = text.trim();
  if (value === '') return { problem: 'missing' };
  if (!/^\d+$/.test(value)) return { problem: 'notNumber' };
  const age = Number(value);
  return age >= AGE_MIN && age <= AGE_MAX ? { age } : { problem: 'outOfRange' };
}
