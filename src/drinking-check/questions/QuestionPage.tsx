import { useAtomValue } from 'jotai';
import { QUESTIONS } from '../../core/audit';
import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { ChoiceQuestion } from '../components/ChoiceQuestion';
import { StepHeader } from '../components/StepHeader';
import { useQuestionText } from '../components/use-question-text';
import { ResultSummary } from '../results/ResultSummary';
import { answersAtom, profileAtom } from '../state/atoms';
import DrinkPicker from './DrinkPicker';
import { NeverDrinkerModal } from './NeverDrinkerModal';
import { usePickerNote } from './picker-total';
import { UnitsGuide } from './UnitsGuide';
import { useQuestionFlow } from './use-question-flow';

/** Questions one to ten (spec sections 2 and 4); where each answer leads is in useQuestionFlow. */
export function QuestionPage({ number }: { number: number }) {
  const question = QUESTIONS[number - 1]!;
  const t = useText();
  const answers = useAtomValue(answersAtom);
  const { sex } = useAtomValue(profileAtom);
  const asked = useQuestionText();
  const pickerNote = usePickerNote();
  const flow = useQuestionFlow(number);

  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <div className="content">
        {flow.finished ? (
          <ResultSummary result={flow.finished} />
        ) : (
          <>
            <StepHeader kind="question" step={number} total={QUESTIONS.length} onBack={flow.headerBack} onClose={flow.close} />
            <ChoiceQuestion
              title={asked.title(question, sex)}
              options={question.options.map((option) => ({
                value: option.score,
                label: asked.answer(question, option.score),
                note: number === 2 ? pickerNote(option.score) : undefined,
              }))}
              selected={answers[question.field]}
              onChoose={flow.choose}
              onBack={flow.back}
              // The calculator under question two comes with the questions, so nothing moves when it
              // arrives (docs/decisions/0164-drinks-calculator-under-question-two.md).
              lead={number === 2 && <DrinkPicker />}
            >
              {number === 3 && <UnitsGuide />}
            </ChoiceQuestion>
          </>
        )}
        <NeverDrinkerModal open={flow.never.open} onChoice={flow.never.choose} onClose={flow.never.close} />
      </div>
    </>
  );
}
