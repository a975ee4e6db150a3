import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { QUESTION_STEPS, type Answers } from '../../core/audit';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { DC_ROUTES } from '../routes';
import { answersAtom, hasResultsAtom, profileAtom, scoreAtom, type CheckResult } from '../state/atoms';
import { resultOf } from '../state/check-result';
import { trackSave } from '../state/pending-save';
import { saveScore } from '../state/save-score';

/** The questions' state changes: an answer, and the end of the check with its save. */
export function useAnswerActions() {
  const store = useStore();
  const platform = usePlatform();
  const settings = useSettings();
  const [, navigate] = useLocation();

  return useMemo(
    () => ({
      answer(number: number, score: number): Answers {
        const step = QUESTION_STEPS[number - 1];
        if (!step) return store.get(answersAtom);
        const answers = { ...store.get(answersAtom), [step.field]: score };
        store.set(answersAtom, answers);
        platform.analytics.track('drinking_check_answer', { question: number, score });
        return answers;
      },
      /** Ends the questions: saves, then the results loader (standalone) or the result in place (embedded). */
      finish(answers: Answers): CheckResult | undefined {
        const result = resultOf(answers);
        store.set(answersAtom, answers);
        store.set(scoreAtom, result);
        void trackSave(store, saveScore(platform, answers, store.get(profileAtom), result, settings));
        if (settings.embedded) {
          store.set(hasResultsAtom, result !== undefined);
          if (result) platform.host.notify('result', { riskLevel: result.riskLevel, score: result.score });
        } else {
          navigate(DC_ROUTES.loadingResults);
        }
        return result;
      },
    }),
    [store, platform, settings, navigate],
  );
}
