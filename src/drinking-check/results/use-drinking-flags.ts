import { useAtomValue } from 'jotai';
import { isBingeDrinker, isOverGuidelines } from '../../core/audit';
import { answersAtom } from '../state/atoms';

/**
 * The answer-based flags of the results (core rules). After Begin or Redo the answers are
 * cleared while the last result stays, so both flags are then false.
 */
export function useDrinkingFlags(): { overGuidelines: boolean; bingeDrinker: boolean } {
  const answers = useAtomValue(answersAtom);
  return { overGuidelines: isOverGuidelines(answers), bingeDrinker: isBingeDrinker(answers) };
}
