import {
  GUIDELINE_WEEKLY_UNITS,
  QUESTIONS,
  SEX,
  type Answers,
  type AuditQuestion,
  type Sex,
  type WeeklyUnits,
} from '../../core/audit';
import type { CopyKey } from '../../platform/text';
import { useText } from '../../ui/use-text';
import { findOnPage, showWidget } from '../../ui/widget/other-widgets';
import { useSettings, useWidget } from '../../ui/widget/widget-context';
import { useQuestionText } from '../components/use-question-text';
import { fill } from '../../platform/text/fill';
import { Heading } from '../../ui/components/Heading';

const CALCULATOR_TAG = 'unit-calculator';
const CALCULATOR_START = '/unit-and-calorie-calculator';

// The binge line of the person's sex.
const BINGE: Record<Sex, CopyKey> = { [SEX.Male]: 'dc.results.drinking.male', [SEX.Female]: 'dc.results.drinking.female' };

/** 'about 12 to 28 units a week', 'up to about 2 units a week', 'at least 40 units a week'. */
function rangeText(t: (key: CopyKey) => string, { low, high }: WeeklyUnits): string {
  if (high === Infinity)
    return low > 0 ? fill(t('dc.results.drinking.rangeAtLeast'), { low }) : t('dc.results.drinking.rangeOpen');
  return fill(t(low > 0 ? 'dc.results.drinking.range' : 'dc.results.drinking.rangeUpTo'), { low, high });
}

interface YourDrinkingProps {
  answers: Answers;
  weeklyUnits: WeeklyUnits | undefined;
  sex: Sex | undefined;
}

/**
 * From what the person told us (docs/decisions/0153-results-from-what-they-told-us.md): the weekly units their first two answers
 * allow, a clear line when that could pass 14 whatever the score, the guideline and the binge line
 * of their sex, and a way into the unit calculator (the one on this page, or unit-calculator-url).
 */
export function YourDrinking({ answers, weeklyUnits, sex }: YourDrinkingProps) {
  const t = useText();
  const asked = useQuestionText();
  const answerText = (question: AuditQuestion, score: number | undefined) =>
    score === undefined ? '' : asked.answer(question, score).toLowerCase();
  const { host } = useWidget();
  const { unitCalculatorUrl } = useSettings();
  const calculator = findOnPage(host, CALCULATOR_TAG);
  const calculatorLabel = t('dc.results.drinking.calculator');
  return (
    <section className="panel dc-drinking" aria-labelledby="dc-drinking-title">
      <Heading level={2} id="dc-drinking-title">
        {t('dc.results.drinking.title')}
      </Heading>
      {weeklyUnits && (
        <p>
          {fill(t('dc.results.drinking.estimate'), {
            frequency: answerText(QUESTIONS[0]!, answers.drinkFrequency),
            units: answerText(QUESTIONS[1]!, answers.unitsPerTypicalDay),
            range: rangeText(t, weeklyUnits),
          })}
        </p>
      )}
      {weeklyUnits?.couldBeOverGuideline && (
        <p className="dc-drinking__over">
          {t(weeklyUnits.low > GUIDELINE_WEEKLY_UNITS ? 'dc.results.drinking.overSurely' : 'dc.results.drinking.over')}
        </p>
      )}
      <p>{t('dc.results.drinking.guideline')}</p>
      <p>{t(sex === undefined ? 'dc.results.drinking.anySex' : BINGE[sex])}</p>
      {calculator ? (
        <button type="button" className="button button--secondary" onClick={() => showWidget(calculator, CALCULATOR_START)}>
          {calculatorLabel}
        </button>
      ) : (
        unitCalculatorUrl && (
          <a className="button button--secondary" href={unitCalculatorUrl}>
            {calculatorLabel}
          </a>
        )
      )}
    </section>
  );
}
