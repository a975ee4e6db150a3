import type { Answers } from './answer-fields';
import { scoreOf, totalScore } from './scoring';

/**
 * Over the chief medical officers' guideline (SPEC section 9): drinking 4 or more times a
 * week (score 4) with 5 or more units a day (score >= 2), or 2 to 3 times a week (score 3)
 * with 7 or more units (score >= 3). The spec's third case, a frequency score above 4,
 * cannot occur: scores stop at 4 and anything higher is rejected as invalid.
 */
export function isOverGuidelines(answers: Answers): boolean {
  const frequency = scoreOf(answers, 'drinkFrequency');
  const units = scoreOf(answers, 'unitsPerTypicalDay');
  if (frequency === undefined || units === undefined) return false;
  return (frequency === 4 && units >= 2) || (frequency === 3 && units >= 3);
}

/** Binges monthly, weekly, or daily or almost daily (scores 2, 3, 4). */
export function isBingeDrinker(answers: Answers): boolean {
  const binge = scoreOf(answers, 'bingeFrequency');
  return binge !== undefined && binge >= 2;
}

/**
 * Never drinks: question one answered 'Never' and nothing else scored (the never-drinker's
 * 'skip to results', or the same answers given one by one).
 */
export function isNeverDrinker(answers: Answers): boolean {
  return scoreOf(answers, 'drinkFrequency') === 0 && totalScore(answers) === 0;
}
