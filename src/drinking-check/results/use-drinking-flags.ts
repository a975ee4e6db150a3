import { useAtomValue } from 'jotai';
import { isBingeDrinker, isNeverDrinker, isOverGuidelines, weeklyUnitsEstimate, type WeeklyUnits } from '../../core/audit';
import { scoreAtom } from '../state/atoms';

export interface DrinkingFlags {
  /** The spec's rule, or the weekly estimate's top over 14 (docs/decisions/0153-results-from-what-they-told-us.md). */
  overGuidelines: boolean;
  bingeDrinker: boolean;
  never: boolean;
  weeklyUnits: WeeklyUnits | undefined;
}

/** The answer-based flags of the results (core rules), from the answers the result came from. */
export function useDrinkingFlags(): DrinkingFlags {
  const answers = useAtomValue(scoreAtom)?.answers ?? {};
  const weeklyUnits = weeklyUnitsEstimate(answers);
  return {
    overGuidelines: isOverGuidelines(answers) || weeklyUnits?.couldBeOverGuideline === true,
    bingeDrinker: isBingeDrinker(answers),
    never: isNeverDrinker(answers),
    weeklyUnits,
  };
}
