import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { QUESTIONS, type Answers, type Profile } from '../../core/audit';
import { usePlatform } from '../../ui/widget/platform-context';
import { useSettings } from '../../ui/widget/widget-context';
import { DC_ROUTES } from '../routes';
import { answersAtom, hasResultsAtom, profileAtom, scoreAtom, type CheckResult } from './atoms';
import { resultOf } from './check-result';
import { trackSave } from './pending-save';
import { saveScore } from './save-score';

/** The state changes of the check, with their analytics and navigation. */
export function useCheckActions() {
  const store = useStore();
  const platform = usePlatform();
  const settings = useSettings();
  const [, navigate] = useLocation();

  return useMemo(() => {
    const clear = () => {
      store.set(answersAtom, {});
      store.set(profileAtom, { hereFor: store.get(profileAtom).hereFor });
    };
    return {
      begin() {
        clear();
        platform.analytics.track('drinking_check_start');
        navigate(DC_ROUTES.loadingBasicInfo);
      },
      redo() {
        clear();
        platform.analytics.track('take_quiz_again');
        navigate(DC_ROUTES.age);
      },
      updateProfile(patch: Partial<Profile>) {
        store.set(profileAtom, { ...store.get(profileAtom), ...patch });
      },
      answer(number: number, score: number): Answers {
        const question = QUESTIONS[number - 1];
        if (!question) return store.get(answersAtom);
        const answers = { ...store.get(answersAtom), [question.field]: score };
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
    };
  }, [store, platform, settings, navigate]);
}
