import { describe, it, expect } from 'vitest';
import {
  applyEarlyExit,
  isBingeDrinker,
  isNeverDrinker,
  isOverGuidelines,
  neverDrinkerAnswers,
  scaleFor,
  type Answers,
} from '../../../src/core/audit';

describe('applyEarlyExit', () => {
  it.each<[string, Answers, Answers]>([
    [
      'sum 4 exactly',
      { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 },
      { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 },
    ],
    [
      'sum 0',
      { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 },
      { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 },
    ],
    ['binge missing', { drinkFrequency: 4 }, { drinkFrequency: 4, unitsPerTypicalDay: 0, bingeFrequency: 0 }],
    ['all missing', {}, { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 }],
    [
      'invalid values defaulted',
      { drinkFrequency: 2, unitsPerTypicalDay: 9, bingeFrequency: -1 },
      { drinkFrequency: 2, unitsPerTypicalDay: 0, bingeFrequency: 0 },
    ],
  ])('exits at %s with the three defaulted answers', (_name, answers, expected) => {
    expect(applyEarlyExit(answers)).toEqual({ exits: true, answers: expected });
  });

  it('clears the other seven answers when it exits', () => {
    const result = applyEarlyExit({
      drinkFrequency: 1,
      unitsPerTypicalDay: 1,
      bingeFrequency: 2,
      unableToStop: 3,
      feltGuilty: 2,
      injury: 4,
      relativeConcerned: 2,
    });
    expect(result.exits).toBe(true);
    expect(result.answers).toEqual({ drinkFrequency: 1, unitsPerTypicalDay: 1, bingeFrequency: 2 });
  });

  it.each<[string, Answers]>([
    ['sum 5', { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 2 }],
    ['sum 5 with units missing', { drinkFrequency: 3, bingeFrequency: 2 }],
    ['sum 12', { drinkFrequency: 4, unitsPerTypicalDay: 4, bingeFrequency: 4, unableToStop: 1 }],
  ])('does not exit at %s and leaves the answers unchanged', (_name, answers) => {
    const result = applyEarlyExit(answers);
    expect(result.exits).toBe(false);
    expect(result.answers).toEqual(answers);
    expect(result.answers).not.toBe(answers);
  });

  it.each([[undefined], [null], ['x']])('treats %s as no answers (exits)', (value) => {
    expect(applyEarlyExit(value as unknown as Answers)).toEqual({
      exits: true,
      answers: { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 },
    });
  });
});

describe('neverDrinkerAnswers', () => {
  it('sets frequency, units and binge to 0 and nothing else', () => {
    expect(neverDrinkerAnswers()).toEqual({ drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 });
  });

  it('returns a fresh object each time', () => {
    expect(neverDrinkerAnswers()).not.toBe(neverDrinkerAnswers());
  });
});

describe('scaleFor', () => {
  it.each<[string, Answers, 'full' | 'auditC']>([
    ['never drinker', neverDrinkerAnswers(), 'auditC'],
    ['early exit', { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 }, 'auditC'],
    ['nothing answered', {}, 'auditC'],
    ['question four answered', { drinkFrequency: 2, unitsPerTypicalDay: 2, bingeFrequency: 2, unableToStop: 0 }, 'full'],
    ['only question ten answered', { relativeConcerned: 0 }, 'full'],
    ['a later answer that is invalid', { drinkFrequency: 1, injury: 3 }, 'auditC'],
  ])('%s -> %s', (_name, answers, scale) => {
    expect(scaleFor(answers)).toBe(scale);
  });
});

describe('isOverGuidelines', () => {
  it.each<[number | undefined, number | undefined, boolean]>([
    [4, 2, true],
    [4, 4, true],
    [4, 1, false],
    [4, 0, false],
    [3, 3, true],
    [3, 4, true],
    [3, 2, false],
    [2, 4, false],
    [1, 4, false],
    [0, 0, false],
    [4, undefined, false],
    [undefined, 4, false],
    [5, 4, false], // frequency scores stop at 4: 5 is invalid input
    [4, 5, false],
  ])('frequency %s with units %s -> %s', (drinkFrequency, unitsPerTypicalDay, expected) => {
    expect(isOverGuidelines({ drinkFrequency, unitsPerTypicalDay })).toBe(expected);
  });

  it('is false for a non-object', () => {
    expect(isOverGuidelines(undefined as unknown as Answers)).toBe(false);
  });
});

describe('isBingeDrinker', () => {
  it.each<[unknown, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
    [4, true],
    [5, false],
    [undefined, false],
    ['3', false],
    [NaN, false],
  ])('binge frequency %s -> %s', (bingeFrequency, expected) => {
    expect(isBingeDrinker({ bingeFrequency } as Answers)).toBe(expected);
  });
});

describe('isNeverDrinker', () => {
  it.each<[string, Answers, boolean]>([
    ["'skip to results' after 'Never'", neverDrinkerAnswers(), true],
    ["'Never', then the lowest answers to two and three", { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 }, true],
    ["'Never', then returned to the quiz and scored", { drinkFrequency: 0, unitsPerTypicalDay: 2, bingeFrequency: 1 }, false],
    ['monthly or less', { drinkFrequency: 1, unitsPerTypicalDay: 0, bingeFrequency: 0 }, false],
    ['no answers', {}, false],
  ])('%s -> %s', (_, answers, expected) => {
    expect(isNeverDrinker(answers)).toBe(expected);
  });
});
