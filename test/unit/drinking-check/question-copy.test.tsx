import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ANSWER_OPTION_SETS, QUESTIONS, SEX } from '../../../src/core/audit';
import { QuestionPage } from '../../../src/drinking-check/questions/QuestionPage';
import { profileAtom } from '../../../src/drinking-check/state/atoms';
import { AUDIT_QUESTIONS_COPY, answerKey, questionTitleKey } from '../../../src/drinking-check/copy/audit-questions-copy';
import { registerCopy } from '../../../src/platform/text/built-in-copy';
import { createTextService } from '../../../src/platform/text/dictionary';
import { ADULT, recordingPlatform, renderApp } from './render-app';

registerCopy(AUDIT_QUESTIONS_COPY);

describe('the AUDIT questions as dictionary keys', () => {
  afterEach(cleanup);

  it.each(QUESTIONS.map((question) => [question.number, question] as const))(
    'question %i: its key holds the validated wording, in both',
    (_, question) => {
      expect(AUDIT_QUESTIONS_COPY[questionTitleKey(question)]).toBe(question.title.myself);
      expect((AUDIT_QUESTIONS_COPY as Record<string, string>)[`${questionTitleKey(question)}.someone`]).toBe(
        question.title.someoneICareAbout,
      );
      for (const option of question.options) expect(AUDIT_QUESTIONS_COPY[answerKey(question, option.score)]).toBe(option.label);
    },
  );

  it.each([
    [SEX.Male, 'dc.q.3.title.male', 'How often do you have 8 or more units on a single occasion?'],
    [SEX.Female, 'dc.q.3.title.female', 'How often do you have 6 or more units on a single occasion?'],
  ])('question three for sex %s has its own key %s', (sex, key, text) => {
    expect(questionTitleKey(QUESTIONS[2]!, sex)).toBe(key);
    expect(AUDIT_QUESTIONS_COPY[key as keyof typeof AUDIT_QUESTIONS_COPY]).toBe(text);
    expect(questionTitleKey(QUESTIONS[0]!, sex), 'other questions keep one wording').toBe('dc.q.1.title');
  });

  it('names every answer list once: 18 labels in all', () => {
    const labels = Object.keys(AUDIT_QUESTIONS_COPY).filter((key) => key.startsWith('dc.answer.'));
    expect(labels).toHaveLength(Object.values(ANSWER_OPTION_SETS).reduce((sum, options) => sum + options.length, 0));
    expect(labels).toHaveLength(18);
  });

  it("shows an editor's remote wording of a question and its answers, in the person's role", async () => {
    const text = createTextService(async (keys): Promise<Record<string, string>> =>
      keys.includes('dc.q.1.title.someone')
        ? { 'dc.q.1.title.someone': 'How often does the person you care about drink alcohol?' }
        : { 'dc.q.1.title': 'How often do you drink alcohol?', 'dc.answer.frequency.4': 'Four or more times a week' },
    );
    const platform = { ...recordingPlatform(), text };
    const { store } = renderApp(<QuestionPage number={1} />, { platform, path: '/drinking-check/question-one' });
    store.set(profileAtom, ADULT);
    expect(await screen.findByRole('heading', { name: 'How often do you drink alcohol?' })).toBeTruthy();
    expect(screen.getByLabelText('Four or more times a week')).toBeTruthy();
    expect(screen.getByLabelText('Monthly or less'), 'an answer the editor left keeps its built-in label').toBeTruthy();

    text.setRole('SomeICareAbout');
    expect(await screen.findByRole('heading', { name: 'How often does the person you care about drink alcohol?' })).toBeTruthy();
  });
});
