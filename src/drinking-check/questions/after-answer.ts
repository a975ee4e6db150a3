import { applyEarlyExit, QUESTION_STEPS, type Answers } from '../../core/audit';
import { questionPath } from '../routes';

export type AfterAnswer = { kind: 'next'; path: string } | { kind: 'finish'; answers: Answers };

/**
 * What follows the answer to question `number` (spec section 4): the early exit after three,
 * the end after ten, otherwise the next question. Question one's never-drinker modal is the
 * screen's business, before this.
 */
export function afterAnswer(number: number, answers: Answers): AfterAnswer {
  if (number === 3) {
    const exit = applyEarlyExit(answers);
    if (exit.exits) return { kind: 'finish', answers: exit.answers };
  }
  if (number >= QUESTION_STEPS.length) return { kind: 'finish', answers };
  return { kind: 'next', path: questionPath(number + 1) };
}
