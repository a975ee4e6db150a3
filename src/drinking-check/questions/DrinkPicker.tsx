// Loaded on demand under question two, with the calculator's list of drinks, its copy and styles.
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type KeyboardEvent } from 'react';
import { QUESTIONS } from '../../core/audit';
import { totalsOf, typicalDayAnswer } from '../../core/units';
import { registerCopy } from '../../platform/text/built-in-copy';
import { UCC_LIST_COPY } from '../../platform/text/unit-calculator-list-copy';
import { Details } from '../../ui/components/Details';
import { useText } from '../../ui/use-text';
import { ScreenStyles } from '../../ui/widget/ScreenStyles';
import { PopularDrinkList } from '../../unit-calculator/components/PopularDrinkList';
import { RunningTotal } from '../../unit-calculator/components/RunningTotal';
import listCss from '../../unit-calculator/components/drink-list.css';
import { fill } from '../../unit-calculator/format';
import { popularDrinksAtom } from '../../unit-calculator/state/atoms';
import { entriesOf } from '../../unit-calculator/state/drink-entries';
import { useLoadDrinkCatalogue } from '../../unit-calculator/state/use-drink-catalogue';
import pickerCss from './drink-picker.css';
import { pickerUnitsAtom } from './picker-total';

registerCopy(UCC_LIST_COPY);

const CSS = listCss + pickerCss;
/** How many of each popular drink, and whether the picker is open: kept until the element goes. */
const amountsAtom = atom<Record<string, number>>({});
const openAtom = atom(false);

// Keys inside the calculator are its own: Enter on its buttons must not answer the question.
const keepKeys = (event: KeyboardEvent) => event.stopPropagation();

/**
 * The calculator under question two: several drinks, named as the calculator names them (its
 * popular list, the API's when it answers), their units shown here and beside the answer they
 * point to. It stays open, with its drinks, until the person chooses an answer.
 */
export default function DrinkPicker() {
  const t = useText();
  useLoadDrinkCatalogue();
  const [amounts, setAmounts] = useAtom(amountsAtom);
  const slot = { popular: amounts, added: [] };
  const [open, setOpen] = useAtom(openAtom);
  const popular = useAtomValue(popularDrinksAtom);
  const setUnits = useSetAtom(pickerUnitsAtom);
  const totals = totalsOf(entriesOf(slot, popular));
  useEffect(() => setUnits(totals.units), [setUnits, totals.units]);
  const answer = QUESTIONS[1]!.options.find((option) => option.score === typicalDayAnswer(totals.units));

  return (
    <div className="dc-picker" onKeyDown={keepKeys}>
      <ScreenStyles cssText={CSS} />
      <Details summary={t('ucc.picker.summary')} open={open} onToggle={setOpen}>
        <p>{t('ucc.picker.intro')}</p>
        <PopularDrinkList
          drinks={popular}
          slot={slot}
          onChange={(id, amount) => setAmounts((previous) => ({ ...previous, [id]: amount }))}
        />
        <RunningTotal totals={totals} />
        {answer && <p className="dc-picker__points">{fill(t('ucc.picker.points'), { answer: answer.label })}</p>}
      </Details>
    </div>
  );
}
