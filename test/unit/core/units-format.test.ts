import { describe, it, expect } from 'vitest';
import { formatMoney, formatUnits, formatWhole, isSingular, unitsOf } from '../../../src/core/units';

describe('formatUnits: one decimal place everywhere', () => {
  it.each([
    [0, '0.0'],
    [1, '1.0'],
    [5, '5.0'], // was '5'
    [10, '10.0'], // was '10'
    [unitsOf(13, 0.175), '2.3'], // 2.2749999999999995 in floating point
    [unitsOf(4, 0.568) * 2 + unitsOf(13, 0.175), '6.8'],
    [9.75, '9.8'],
    [0.04, '0.0'],
    [1234.56, '1,234.6'],
    [-0, '0.0'],
    [NaN, '0.0'],
  ])('%f -> %s', (value, text) => {
    expect(formatUnits(value)).toBe(text);
  });
});

describe('formatWhole: calories and minutes as whole numbers', () => {
  it.each([
    [841.1, '841'], // was '841.1 calories'
    [84.11, '84'], // was '84.1 minutes'
    [633.65, '634'],
    [0.5, '1'],
    [0.49, '0'],
    [1249.5, '1,250'],
    [744.9999999999999, '745'],
    [NaN, '0'],
  ])('%f -> %s', (value, text) => {
    expect(formatWhole(value)).toBe(text);
  });
});

describe('formatMoney: whole pence shown sensibly', () => {
  it.each([
    [450, '£4.50'],
    [400, '£4'],
    [5, '£0.05'],
    [0, '£0'],
    [3075, '£30.75'],
    [159900, '£1,599'],
    [123456, '£1,234.56'],
    [449.6, '£4.50'], // fractions of a penny round to the nearest penny
  ])('%f pence -> %s', (pence, text) => {
    expect(formatMoney(pence)).toBe(text);
  });
});

describe('isSingular: English plural rule', () => {
  it.each([
    ['1', true],
    ['0', false],
    ['2', false],
    ['11', false],
    ['1.0', false], // '1.0 units', as Unicode CLDR's English rule has it
    ['0.5', false],
  ])('%s -> %s', (shown, singular) => {
    expect(isSingular(shown)).toBe(singular);
  });
});
