import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { DAYS, type DayNumber } from '../../core/units';
import { Button } from '../../ui/components/Button';
import { PageHeading } from '../../ui/components/PageHeading';
import { useText } from '../../ui/use-text';
import { CalculatorHeader } from '../headers/CalculatorHeader';
import { UCC_ROUTES } from '../routes';
import { useCalculator } from '../state/use-calculator';

/** 'I normally drink on these days': the GOV.UK checkboxes pattern, the heading naming the group. */
export function DaysOfWeekPage() {
  const t = useText();
  const id = useId();
  const [, navigate] = useLocation();
  const { state, chooseDays } = useCalculator();
  const [chosen, setChosen] = useState<DayNumber[]>(state.days);
  const back = () => navigate(UCC_ROUTES.welcome);

  const toggle = (day: DayNumber, on: boolean) => setChosen((days) => (on ? [...days, day] : days.filter((d) => d !== day)));

  const next = () => {
    chooseDays(chosen);
    navigate(UCC_ROUTES.weeklyDrinks);
  };

  return (
    <>
      <CalculatorHeader title={t('ucc.banner.weekly')} onBack={back} />
      <div className="content">
        {/* The heading names the days' group from outside it: inside, a screen reader said it
            twice as focus landed on it (docs/decisions/0311-every-control-says-what-it-does.md). */}
        <div className="fieldset__legend">
          <PageHeading id={`${id}-title`}>{t('ucc.days.title')}</PageHeading>
        </div>
        <fieldset className="fieldset" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
          <p id={`${id}-hint`} className="hint">
            {t('ucc.days.hint')}
          </p>
          <ul className="checkboxes">
            {DAYS.map((day) => (
              <li key={day.number} className="checkbox">
                <input
                  id={`${id}-${day.number}`}
                  type="checkbox"
                  checked={chosen.includes(day.number)}
                  onChange={(event) => toggle(day.number, event.target.checked)}
                />
                <label htmlFor={`${id}-${day.number}`}>{day.long}</label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="actions">
          <Button variant="secondary" onClick={back}>
            {t('common.back')}
          </Button>
          <Button onClick={next} disabled={chosen.length === 0}>
            {t('ucc.days.continue')}
          </Button>
        </div>
      </div>
    </>
  );
}
