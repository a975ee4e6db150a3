import { describe, it, expect } from 'vitest';
import { auditCScore, scoreOf, totalScore, type Answers } from '../../../src/core/audit';

const ALL_FOURS: Answers = {
  drinkFrequency: 4,
  unitsPerTypicalDay: 4,
  bingeFrequency: 4,
  unableToStop: 4,
  unableToMeetExpectation: 4,
  morningDrink: 4,
  feltGuilty: 4,
  memoryLoss: 4,
  injury: 4,
  relativeConcerned: 4,
};

describe('totalScore and auditCScore', () => {
  it.each<[string, Answers, number, number]>([
    ['no answers', {}, 0, 0],
    ['all maximum', ALL_FOURS, 40, 12],
    ['questions one to three only', { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 3 }, 6, 6],
    ['later questions only', { unableToStop: 1, injury: 2, relativeConcerned: 4 }, 7, 0],
    ['a mix', { drinkFrequency: 3, unitsPerTypicalDay: 2, bingeFrequency: 1, feltGuilty: 2, injury: 2 }, 10, 6],
  ])('%s: total %i, AUDIT-C %i', (_name, answers, total, auditC) => {
    expect(totalScore(answers)).toBe(total);
    expect(auditCScore(answers)).toBe(auditC);
  });

  it('ignores invalid values', () => {
    const answers = {
      drinkFrequency: 2,
      unitsPerTypicalDay: -1,
      bingeFrequency: NaN,
      unableToStop: 5,
      unableToMeetExpectation: 1.5,
      morningDrink: '3',
      feltGuilty: undefined,
      memoryLoss: null,
      injury: 3,
      relativeConcerned: 2,
      somethingElse: 4,
    } as unknown as Answers;
    expect(totalScore(answers)).toBe(4);
    expect(auditCScore(answers)).toBe(2);
  });

  it.each([[undefined], [null], ['answers'], [42]])('treats %s as no answers', (value) => {
    expect(totalScore(value as unknown as Answers)).toBe(0);
    expect(auditCScore(value as unknown as Answers)).toBe(0);
  });

  it('scoreOf gives the valid score or undefined', () => {
    expect(scoreOf({ injury: 2 }, 'injury')).toBe(2);
    expect(scoreOf({ injury: 1 }, 'injury')).toBeUndefined();
    expect(scoreOf({}, 'injury')).toBeUndefined();
  });
});
