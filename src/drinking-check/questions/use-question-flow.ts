import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { neverDrinkerAnswers, type Answers } from '../../core/audit';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { resultsScreens } from '../results/results-screens-loader';
import { DC_ROUTES, questionPath } from '../routes';
import { profileAtom, type CheckResult } from '../state/atoms';
import { beforeQuestions } from '../state/flow';
import { afterAnswer } from './after-answer';
import type { NeverDrinkerChoice } from './NeverDrinkerModal';
import { useAnswerActions } from './use-answer-actions';

/**
 * Where an answer to question `number` leads (spec sections 2 and 4): the next question, the
 * early exit or the end; a never-drinker's choice; Back and Close. Embedded, the check ends with
 * its result in place (`finished`).
 */
export function useQuestionFlow(number: number) {
  const profile = useAtomValue(profileAtom);
  const { embedded } = useSettings();
  const { analytics } = usePlatform();
  const actions = useAnswerActions();
  const [, navigate] = useLocation();
  const [neverOpen, setNeverOpen] = useState(false);
  const neverChoice = useRef<NeverDrinkerChoice | undefined>(undefined);
  const [finished, setFinished] = useState<CheckResult>();

  // The results' code comes while the person answers, so the results loader need not wait for it
  // (embedded, the check ends with its result in place and never needs it).
  useEffect(() => {
    if (!embedded) resultsScreens.load().catch(() => undefined);
  }, [embedded]);

  const finish = (finalAnswers: Answers) => {
    const result = actions.finish(finalAnswers);
    if (embedded && result) setFinished(result);
  };

  const choose = (score: number) => {
    const updated = actions.answer(number, score);
    if (number === 1 && score === 0) {
      neverChoice.current = undefined;
      setNeverOpen(true);
      analytics.track('never_drink_modal_view');
      return;
    }
    const next = afterAnswer(number, updated);
    if (next.kind === 'next') navigate(next.path);
    else finish(next.answers);
  };

  const chooseNever = (choice: NeverDrinkerChoice) => {
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

  const closeNever = () => {
    setNeverOpen(false);
    if (neverChoice.current === undefined) analytics.track('never_drink_modal_close');
  };

  // Question one goes back to the last about-you step (or the start, when those were not asked).
  const previous = number > 1 ? questionPath(number - 1) : beforeQuestions(profile, embedded);
  const back = previous ? () => navigate(previous) : undefined;

  return {
    finished,
    choose,
    back,
    /** The step header's Back: embedded, the app's own back leaves the step instead. */
    headerBack: embedded ? undefined : back,
    close: () => navigate(DC_ROUTES.overview),
    never: { open: neverOpen, choose: chooseNever, close: closeNever },
  };
}
