import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { HERE_FOR, type HereFor } from '../../core/audit';
import { useText } from '../../ui/use-text';
import { profileAtom } from '../state/atoms';
import { useCheckActions } from '../state/use-check-actions';

const CHOICES = [
  { value: HERE_FOR.Myself, label: 'dc.hereFor.myself' },
  { value: HERE_FOR.SomeICareAbout, label: 'dc.hereFor.someone' },
] as const;

/** Myself or someone I care about: it changes wording and links only. */
export function HereForChoice() {
  const t = useText();
  const id = useId();
  const { hereFor } = useAtomValue(profileAtom);
  const actions = useCheckActions();
  return (
    <fieldset className="dc-fieldset dc-here-for">
      <legend className="dc-here-for__legend">{t('dc.hereFor.legend')}</legend>
      <div className="dc-radios dc-radios--inline">
        {CHOICES.map((choice) => (
          <div className="dc-radio" key={choice.value}>
            <input
              id={`${id}-${choice.value}`}
              className="dc-radio__input"
              type="radio"
              name={id}
              value={choice.value}
              checked={(hereFor ?? HERE_FOR.Myself) === choice.value}
              onChange={() => actions.updateProfile({ hereFor: choice.value as HereFor })}
            />
            <label className="dc-radio__label" htmlFor={`${id}-${choice.value}`}>
              {t(choice.label)}
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
