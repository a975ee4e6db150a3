import { describe, it, expect } from 'vitest';
import { displayRound, eventRound, roundTo } from '../../../src/core/units';

describe('roundTo', () => {
  it.each([
    [13 * 0.175, 1, 2.3],
    [1.65, 1, 1.7],
    [1.45, 1, 1.5],
    [1.005, 2, 1.01],
    [2.275, 2, 2.28],
    [2.2749, 1, 2.3],
    [2.24, 1, 2.2],
    [0.1 + 0.2, 1, 0.3],
    [4.5 * 0.568, 1, 2.6],
    [145.25, 0, 145],
    [145.5, 0, 146],
    [-1.65, 1, -1.7],
    [-0.04, 1, 0],
    [1e-7, 2, 0],
    [123456.789, 2, 123456.79],
    [5, 1, 5],
    [2.5, 0, 3],
  ])('roundTo(%f, %i) = %f', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('rounds values stored just under a half up, where toFixed does not', () => {
    expect((13 * 0.175).toFixed(2)).toBe('2.27'); // stored as 2.27499999999999991...
    expect(roundTo(13 * 0.175, 2)).toBe(2.28);
    expect((1.65).toFixed(1)).toBe('1.6');
    expect(roundTo(1.65, 1)).toBe(1.7);
    expect(4.35 * 100).toBeLessThan(435);
    expect(roundTo(4.35 * 100, 0)).toBe(435);
    expect(roundTo(1.255 * 100, 0)).toBe(126);
  });

  it.each([[NaN], [Infinity], [-Infinity], ['2.5'], [undefined], [null]])('gives 0 for %s', (value) => {
    expect(roundTo(value as number, 1)).toBe(0);
  });

  it.each([
    [-1, 2],
    [NaN, 2],
    [1.7, 2.3],
    [undefined, 2],
  ])('treats decimals %s as a whole number of places from 0', (decimals, expected) => {
    expect(roundTo(2.25, decimals as number)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(roundTo(-0.01, 1), 0)).toBe(true);
  });
});

describe('displayRound and eventRound', () => {
  it.each([
    [2.275, 2.3],
    [6.816, 6.8],
    [0, 0],
  ])('displayRound(%f) = %f', (value, expected) => {
    expect(displayRound(value)).toBe(expected);
  });

  it('events carry units to 2 decimals and calories to whole numbers', () => {
    expect(eventRound.units(13 * 0.175)).toBe(2.28);
    expect(eventRound.units(1.65)).toBe(1.65);
    expect(eventRound.calories(145.25)).toBe(145);
    expect(eventRound.calories(244.24)).toBe(244);
    expect(eventRound.calories(NaN)).toBe(0);
  });
});
