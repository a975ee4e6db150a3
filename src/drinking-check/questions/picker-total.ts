import { useAtomValue } from 'jotai';
import { formatUnits, typicalDayAnswer } from '../../core/units';
import { useText } from '../../ui/use-text';
import { pickerUnitsAtom } from '../state/atoms';

/**
 * The note beside the answer to question two that the calculator's total points to (score 0-4),
 * e.g. 'your drinks: 6.8 units'; nothing beside the others
 * (docs/decisions/0164-drinks-calculator-under-question-two.md).
 */
export function usePickerNote(): (score: number) => string | undefined {
  const t = useText();
  const units = useAtomValue(pickerUnitsAtom);
  const answer = typicalDayAnswer(units);
  return (score) => (score === answer ? t('dc.picker.note').replace('{units}', formatUnits(units)) : undefined);
}
