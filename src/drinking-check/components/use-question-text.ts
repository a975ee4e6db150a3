import type { AuditQuestion, Sex } from '../../core/audit';
import { answerKey, questionTitleKey } from '../copy/audit-questions-copy';
import { useText } from '../../ui/use-text';

/**
 * A question and its answers as the person is asked them, from the dictionary (editable remotely;
 * the validated wording built in). The text service gives the wording of the person's role.
 */
export function useQuestionText() {
  const t = useText();
  return {
    title: (question: AuditQuestion, sex?: Sex) => t(questionTitleKey(question, sex)),
    answer: (question: AuditQuestion, score: number) => t(answerKey(question, score)),
  };
}
