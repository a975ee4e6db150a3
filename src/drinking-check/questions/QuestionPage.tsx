import { useAtomValue } from 'jotai';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { neverDrinkerAnswers, QUESTIONS, type Answers } from '../../core/audit';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { ChoiceQuestion } from '../components/ChoiceQuestion';
import { StepHeader } from '../components/StepHeader';
import { useForSomeone } from '../components/use-worded-text';
import { ResultSummary } from '../results/ResultSummary';
import { DC_ROUTES, questionPath } from '../routes';
import { answersAtom, type CheckResult } from '../state/atoms';
import { afterAnswer } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { NeverDrinkerModal, type NeverDrinkerChoice } from './NeverDrinkerModal';
import { usePickerNote } from './picker-total';
import { UnitsGuide } from './UnitsGuide';

// The calculator under question two loads with that question (docs/decisions/0164-drinks-calculator-under-question-two.md).
const DrinkPicker = lazy(() => import('./DrinkPicker'));

/** Questions one to ten (spec sections 2 and 4). */
export function QuestionPage({ number }: { number: number }) {
  const question = QUESTIONS[number - 1]!;
  const t = useText();
  const answers = useAtomValue(answersAtom);
  const someone = useForSomeone();
  const { embedded } = useSettings();
  const { analytics } = usePlatform();
  const actions = useCheckActions();
  const [, navigate] = useLocation();
  const [neverOpen, setNeverOpen] = useState(false);
  const neverChoice = useRef<NeverDrinkerChoice | undefined>(undefined);
  const [finished, setFinished] = useState<CheckResult>();
  const pickerNote = usePickerNote();

  const finish = (finalAnswers: Answers) => {
    const result = actions.finish(finalAnswers);
    if (embedded && result) setFinished(result);
  };

  const goOn = (updated: Answers) => {
    const next = afterAnswer(number, updated);
    if (next.kind === 'next') navigate(next.path);
    else finish(next.answers);
  };

  const choose = (score: number) => {
    const updated = actions.answer(number, score);
    if (number === 1 && score === 0) {
      neverChoice.current = undefined;
      setNeverOpen(true);
      analytics.track('never_drink_modal_view');
      return;
    }
    goOn(updated);
  };

  const onNeverChoice = (choice: NeverDrinkerChoice) => {
    neverChoice.current = choice;
    setNeverOpen(false);
    if (choice === 'skip') {
      analytics.track('never_drink_modal_skip');
      finish(neverDrinkerAnswers());
    } else {
      analytics.track('never_drink_modal_return');
      navigate(questionPath(2));
    }
  };

  const onNeverClose = () => {
    setNeverOpen(false);
    if (neverChoice.current === undefined) analytics.track('never_drink_modal_close');
  };

  const back = () => navigate(number > 1 ? questionPath(number - 1) : DC_ROUTES.welcome);

  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <div className="content">
        {finished ? (
          <ResultSummary result={finished} />
        ) : (
          <>
            <StepHeader
              kind="question"
              step={number}
              total={QUESTIONS.length}
              hideProgress={embedded}
              onBack={!embedded && number > 1 ? back : undefined}
            />
            <ChoiceQuestion
              title={someone ? question.title.someoneICareAbout : question.title.myself}
              options={question.options.map((option) => ({
                value: option.score,
                label: option.label,
                note: number === 2 ? pickerNote(option.score) : undefined,
              }))}
              selected={answers[question.field]}
              onChoose={choose}
              onBack={back}
              lead={
                number === 2 && (
                  <Suspense fallback={null}>
                    <DrinkPicker />
                  </Suspense>
                )
              }
            >
              {number === 3 && <UnitsGuide />}
            </ChoiceQuestion>
          </>
        )}
        <NeverDrinkerModal open={neverOpen} onChoice={onNeverChoice} onClose={onNeverClose} />
      </div>
    </>
  );
}
