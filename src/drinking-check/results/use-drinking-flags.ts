import { useAtomValue } from 'jotai';
import { isBingeDrinker, isOverGuidelines } from '../../core/audit';
import { scoreAtom } from '../state/atoms';

/** The answer-based flags of the results (core rules), from the answers the result came from. */
export function useDrinkingFlags(): { overGuidelines: boolean; bingeDrinker: boolean } {
  const answers = useAtomValue(scoreAtom)?.answers ?? {};
  return { overGuidelines: isOverGuidelines(answers), bingeDrinker: isBingeDrinker(answers) };
}
