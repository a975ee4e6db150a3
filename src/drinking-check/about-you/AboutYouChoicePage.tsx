import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useText } from '../../ui/use-text';
import { ChoiceQuestion } from '../components/ChoiceQuestion';
import { useWordedText } from '../components/use-worded-text';
import { profileAtom } from '../state/atoms';
import { nextAboutYouPath, previousAboutYouPath } from '../state/flow';
import { useCheckActions } from '../state/use-check-actions';
import { AboutYouFrame } from './AboutYouFrame';
import { ABOUT_YOU_QUESTIONS, withAboutYouAnswer } from './about-you-questions';

/** Sex at birth, identity matches birth, gender identity, previous assessment. */
export function AboutYouChoicePage({ path }: { path: string }) {
  const question = ABOUT_YOU_QUESTIONS.find((q) => q.path === path)!;
  const t = useText();
  const worded = useWordedText();
  const profile = useAtomValue(profileAtom);
  const actions = useCheckActions();
  const [, navigate] = useLocation();

  const choose = (value: number) => {
    const next = withAboutYouAnswer(profile, question.field, value);
    actions.updateProfile(next);
    navigate(nextAboutYouPath(question.path, next));
  };

  return (
    <AboutYouFrame path={question.path}>
      <ChoiceQuestion
        title={worded(question.title)}
        options={question.options.map((option) => ({ value: option.value, label: t(option.label) }))}
        selected={profile[question.field]}
        onChoose={choose}
        onBack={() => navigate(previousAboutYouPath(question.path, profile))}
      />
    </AboutYouFrame>
  );
}
