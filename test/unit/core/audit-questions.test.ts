import { describe, it, expect } from 'vitest';
import {
  ANSWER_FIELDS,
  QUESTION_STEPS,
  QUESTIONS,
  questionBySlug,
  questionNumberOf,
  questionFor,
  questionTitle,
  isValidScore,
  SEX,
} from '../../../src/core/audit';

const FREQUENCY = ['Never', 'Monthly or less', '2 to 4 times a month', '2 to 3 times a week', '4 or more times a week'];
const UNITS = ['1 to 2', '3 to 4', '5 to 6', '7 to 9', '10 or more'];
const HOW_OFTEN = ['Never', 'Less than monthly', 'Monthly', 'Weekly', 'Daily or almost daily'];
const YES_NO = ['No', 'Yes, but not in the last year', 'Yes, during the last year'];

const EXPECTED = [
  { field: 'drinkFrequency', slug: 'question-one', scores: [0, 1, 2, 3, 4], labels: FREQUENCY },
  { field: 'unitsPerTypicalDay', slug: 'question-two', scores: [0, 1, 2, 3, 4], labels: UNITS },
  { field: 'bingeFrequency', slug: 'question-three', scores: [0, 1, 2, 3, 4], labels: HOW_OFTEN },
  { field: 'unableToStop', slug: 'question-four', scores: [0, 1, 2, 3, 4], labels: HOW_OFTEN },
  { field: 'unableToMeetExpectation', slug: 'question-five', scores: [0, 1, 2, 3, 4], labels: HOW_OFTEN },
  { field: 'morningDrink', slug: 'question-six', scores: [0, 1, 2, 3, 4], labels: HOW_OFTEN },
  { field: 'feltGuilty', slug: 'question-seven', scores: [0, 1, 2, 3, 4], labels: HOW_OFTEN },
  { field: 'memoryLoss', slug: 'question-eight', scores: [0, 1, 2, 3, 4], labels: HOW_OFTEN },
  { field: 'injury', slug: 'question-nine', scores: [0, 2, 4], labels: YES_NO },
  { field: 'relativeConcerned', slug: 'question-ten', scores: [0, 2, 4], labels: YES_NO },
] as const;

describe('ANSWER_FIELDS and QUESTIONS', () => {
  it('lists the ten fields in question order', () => {
    expect(ANSWER_FIELDS).toEqual(EXPECTED.map((q) => q.field));
    expect(QUESTIONS.map((q) => q.field)).toEqual([...ANSWER_FIELDS]);
  });

  describe.each(EXPECTED.map((expected, index) => ({ ...expected, number: index + 1 })))(
    'question $number ($field)',
    ({ field, slug, scores, labels, number }) => {
      const question = QUESTIONS[number - 1]!;

      it('has its number, slug and field', () => {
        expect(question).toMatchObject({ field, slug, number });
        expect(questionFor(field)).toBe(question);
        expect(questionBySlug(slug)).toBe(question);
        expect(questionNumberOf(slug)).toBe(number);
      });

      it('has the same field, slug and scores in the text-free steps that routing loads first', () => {
        expect(QUESTION_STEPS[number - 1]).toEqual({ field, slug, scores });
      });

      it('offers the option scores and labels of SPEC section 3', () => {
        expect(question.options.map((o) => o.score)).toEqual(scores);
        expect(question.options.map((o) => o.label)).toEqual(labels);
      });

      it.each(scores.map((score) => [score]))('accepts score %i', (score) => {
        expect(isValidScore(field, score)).toBe(true);
      });

      it.each([[-1], [5], [1.5], [NaN], ['2'], [undefined], [null]])('rejects %s', (value) => {
        expect(isValidScore(field, value)).toBe(false);
      });

      it('has a second-person and a third-person title', () => {
        expect(question.title.myself).toMatch(/\byou(r)?\b/);
        expect(question.title.someoneICareAbout).toMatch(/\bthe(y|ir)\b/);
        expect(question.title.someoneICareAbout).not.toMatch(/\byou(r)?\b/);
      });
    },
  );

  it('questions nine and ten do not accept scores 1 and 3', () => {
    expect(isValidScore('injury', 1)).toBe(false);
    expect(isValidScore('relativeConcerned', 3)).toBe(false);
  });

  it.each([
    [1, 'How often do you have a drink containing alcohol?', 'How often do they have a drink containing alcohol?'],
    [
      3,
      'How often do you have 6 or more units if female, or 8 or more if male, on a single occasion?',
      'How often do they have 6 or more units if female, or 8 or more if male, on a single occasion?',
    ],
    [
      9,
      'Have you or somebody else been injured as a result of your drinking?',
      'Have they or somebody else been injured as a result of their drinking?',
    ],
    [
      10,
      'Has a relative or friend, doctor or other health worker been concerned about your drinking or suggested that you cut down?',
      'Has a relative or friend, doctor or other health worker been concerned about their drinking or suggested that they cut down?',
    ],
  ])('question %i has the agreed wording', (number, myself, someone) => {
    expect(QUESTIONS[number - 1]!.title).toEqual({ myself, someoneICareAbout: someone });
  });

  it.each([
    [SEX.Male, false, 'How often do you have 8 or more units on a single occasion?'],
    [SEX.Male, true, 'How often do they have 8 or more units on a single occasion?'],
    [SEX.Female, false, 'How often do you have 6 or more units on a single occasion?'],
    [SEX.Female, true, 'How often do they have 6 or more units on a single occasion?'],
    [undefined, false, 'How often do you have 6 or more units if female, or 8 or more if male, on a single occasion?'],
    [undefined, true, 'How often do they have 6 or more units if female, or 8 or more if male, on a single occasion?'],
  ])('question three for sex %s (someone: %s) names the binge line that applies: %s', (sex, someone, title) => {
    expect(questionTitle(QUESTIONS[2]!, { someone, sex })).toBe(title);
  });

  it('asks every other question in the validated AUDIT wording, whatever the sex', () => {
    for (const question of QUESTIONS.filter((q) => q.number !== 3)) {
      for (const sex of [SEX.Male, SEX.Female, undefined]) {
        expect(questionTitle(question, { someone: false, sex })).toBe(question.title.myself);
        expect(questionTitle(question, { someone: true, sex })).toBe(question.title.someoneICareAbout);
      }
    }
  });

  it.each([['question-eleven'], [''], [undefined], [3]])('finds no question for %s', (value) => {
    expect(questionBySlug(value)).toBeUndefined();
    expect(questionFor(value)).toBeUndefined();
  });
});
