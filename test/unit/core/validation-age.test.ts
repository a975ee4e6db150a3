import { describe, it, expect } from 'vitest';
import { ADULT_AGE, AGE_MAX, AGE_MIN, isAdult, isValidAge, parseAge, readAgeField } from '../../../src/core/validation';

describe('parseAge and isValidAge', () => {
  it('has the limits of SPEC section 5', () => {
    expect([AGE_MIN, AGE_MAX, ADULT_AGE]).toEqual([1, 150, 18]);
  });

  it.each<[unknown, number | undefined]>([
    [0, undefined],
    [1, 1],
    [18, 18],
    [150, 150],
    [151, undefined],
    ['12', 12],
    [' 45 ', 45],
    ['150', 150],
    ['151', undefined],
    ['012', undefined],
    ['0', undefined],
    ['abc', undefined],
    ['12a', undefined],
    ['', undefined],
    ['12.0', undefined],
    ['-5', undefined],
    [-5, undefined],
    [12.5, undefined],
    [NaN, undefined],
    [Infinity, undefined],
    [undefined, undefined],
    [null, undefined],
    [true, undefined],
    [[12], undefined],
  ])('parseAge(%j) = %s', (input, expected) => {
    expect(parseAge(input)).toBe(expected);
    expect(isValidAge(input)).toBe(expected !== undefined);
  });

  it.each([
    [17, false],
    [18, true],
    ['30', true],
    [151, false],
    [undefined, false],
  ])('isAdult(%s) = %s', (input, expected) => {
    expect(isAdult(input)).toBe(expected);
  });
});

describe('readAgeField: the age as typed, or what is wrong with it', () => {
  it.each<[string, ReturnType<typeof readAgeField>]>([
    ['42', { age: 42 }],
    [' 42 ', { age: 42 }],
    ['007', { age: 7 }],
    ['1', { age: 1 }],
    ['150', { age: 150 }],
    ['16', { age: 16 }],
    ['', { problem: 'missing' }],
    ['   ', { problem: 'missing' }],
    ['abc', { problem: 'notNumber' }],
    ['12 years', { problem: 'notNumber' }],
    ['4 2', { problem: 'notNumber' }],
    ['-5', { problem: 'notNumber' }],
    ['4.5', { problem: 'notNumber' }],
    ['0', { problem: 'outOfRange' }],
    ['000', { problem: 'outOfRange' }],
    ['151', { problem: 'outOfRange' }],
    ['200', { problem: 'outOfRange' }],
    ['99999', { problem: 'outOfRange' }],
  ])('%j -> %j', (text, expected) => {
    expect(readAgeField(text)).toEqual(expected);
  });
});
