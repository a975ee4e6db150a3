import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { neverDrinkerAnswers, QUESTIONS, type Answers } from '../../core/audit';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { ChoiceQuestion } from '../components/ChoiceQuestion';
import { loadOnce, useLoaded } from '../components/load-once';
import { NotLoaded } from '../components/NotLoaded';
import { StepHeader } from '../components/StepHeader';
import { useQuestionText } from '../components/use-question-text';
import { resultsScreens } from '../results/results-screens-loader';
import { ResultSummary } from '../results/ResultSummary';
import { DC_ROUTES, questionPath } from '../routes';
import { answersAtom, profileAtom, type CheckResult } from '../state/atoms';
import { afterAnswer, beforeQuestions } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { NeverDrinkerModal, type NeverDrinkerChoice } from './NeverDrinkerModal';
import { usePickerNote } from './picker-total';
import { UnitsGuide } from './UnitsGuide';

// The calculator under question two loads with that question
// (docs/decisions/0164-drinks-calculator-under-question-two.md).
const drinkPicker = loadOnce(() => import('./DrinkPicker'));

/** Question two's calculator once its code is here; if it does not arrive, a way to try again. */
function LoadedDrinkPicker() {
  const { module, failed, retry } = useLoaded(drinkPicker);
  if (failed) return <NotLoaded onRetry={retry} />;
  return module ? <module.default /> : null;
}

/** Questions one to ten (spec sections 2 and 4). */
export function QuestionPage({ number }: { number: number }) {
  const question = QUESTIONS[number - 1]!;
  const t = useText();
  const answers = useAtomValue(answersAtom);
  const profile = useAtomValue(profileAtom);
  const asked = useQuestionText();
  const { embedded } = useSettings();
  const { analytics } = usePlatform();
  const actions = useCheckActions();
  const [, navigate] = useLocation();
  const [neverOpen, setNeverOpen] = useState(false);
  const neverChoice = useRef<NeverDrinkerChoice | undefined>(undefined);
  const [finished, setFinished] = useState<CheckResult>();
  const pickerNote = usePickerNote();

  // The results' code comes while the person answers, so the results loader need not wait for it
  // (embedded, the check ends with its result in place and never needs it).
  useEffect(() => {
    if (!embedded) resultsScreens.load().catch(() => undefined);
  }, [embedded]);

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

  // Question one goes back to the last about-you step (or the start, when those were not asked).
  const previous = number > 1 ? questionPath(number - 1) : beforeQuestions(profile, embedded);
  const back = previous ? () => navigate(previous) : undefined;

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
              onBack={embedded ? undefined : back}
              onClose={() => navigate(DC_ROUTES.overview)}
            />
            <ChoiceQuestion
              title={asked.title(question, profile.sex)}
              options={question.options.map((option) => ({
                value: option.score,
                label: asked.answer(question, option.score),
                note: number === 2 ? pickerNote(option.score) : undefined,
              }))}
              selected={answers[question.field]}
              onChoose={choose}
              onBack={back}
              lead={
                number === 2 && <LoadedDrinkPicker />
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
