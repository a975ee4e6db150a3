import { describe, it, expect } from 'vitest';
import {
  ADULT_AGE,
  AGE_MAX,
  AGE_MIN,
  acceptsAgeKey,
  isAdult,
  isValidAge,
  parseAge,
  sanitiseAgeInput,
} from '../../../src/core/validation';

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

describe('acceptsAgeKey', () => {
  it.each(['Tab', 'Backspace', 'Delete', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'])(
    'lets %s through',
    (key) => {
      expect(acceptsAgeKey('', key)).toBe(true);
      expect(acceptsAgeKey('150', key)).toBe(true);
    },
  );

  it.each([
    ['', '1', true],
    ['', '9', true],
    ['', '0', false],
    ['1', '0', true],
    ['10', '0', true],
    ['15', '0', true],
    ['15', '1', false],
    ['14', '9', true],
    ['16', '0', false],
    ['99', '9', false],
    ['150', '0', false],
    ['2', '5', true],
    ['abc', '1', false],
  ])('value %j + key %j -> %s', (current, key, expected) => {
    expect(acceptsAgeKey(current, key)).toBe(expected);
  });

  it.each(['a', 'e', '-', '+', '.', ',', ' ', 'Enter', 'Escape', '12', ''])('blocks %j', (key) => {
    expect(acceptsAgeKey('1', key)).toBe(false);
  });

  it.each([
    [undefined, '1', true],
    ['1', undefined, false],
    [5, '1', true],
  ])('copes with value %s and key %s', (current, key, expected) => {
    expect(acceptsAgeKey(current as unknown as string, key as unknown as string)).toBe(expected);
  });
});

describe('sanitiseAgeInput', () => {
  it.each<[unknown, string]>([
    ['42', '42'],
    [' 4 2 ', '42'],
    ['007', '7'],
    ['0', ''],
    ['000', ''],
    ['150', '150'],
    ['151', '15'],
    ['1500', '150'],
    ['200', '20'],
    ['99999', '99'],
    ['abc', ''],
    ['12 years', '12'],
    ['-5', '5'],
    ['', ''],
    [undefined, ''],
    [42, ''],
  ])('%j -> %j', (input, expected) => {
    expect(sanitiseAgeInput(input)).toBe(expected);
  });
});
