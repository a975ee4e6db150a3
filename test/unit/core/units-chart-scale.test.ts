import { describe, it, expect } from 'vitest';
import { bingeLevel, chartScale, weekPattern } from '../../../src/core/units';

describe('chartScale: top and axis labels (spec section 9, docs/decisions/0160-chart-colour-means-risk.md)', () => {
  it.each([
    [[0], 9], // the men's binge line (8) is always on the chart
    [[], 9],
    [[2], 9], // a 2-unit week does not fill the chart
    [[9], 9], // a value on a multiple of 3 stays
    [[9.000000001], 12],
    [[10], 12],
    [[2, 9, 4], 9],
    [[6.1 + 6.9], 15],
    [[4.5 + 7.5], 12], // float noise in a sum of units does not push it up a step
    [[NaN, -5, 4], 9],
    [[31], 33],
  ])('values %j -> top %i', (values, max) => {
    expect(chartScale(values).max).toBe(max);
  });

  it.each([
    [[2], [3, 6, 9]],
    [[10], [4, 8, 12]],
    [[16.1], [6, 12, 18]],
  ])('values %j -> labels at a third, two thirds and the top: %j', (values, ticks) => {
    expect(chartScale(values).ticks).toEqual(ticks);
  });

  it.each([[undefined], [null], ['12']])('treats %s as no values', (values) => {
    expect(chartScale(values as unknown as number[]).max).toBe(9);
  });
});

describe('bingeLevel: the colour of a day means risk, not height', () => {
  it.each([
    [0, 'none'],
    [-1, 'none'],
    [NaN, 'none'],
    [0.1, 'within'],
    [2, 'within'], // the biggest day of a 2-unit week is not marked
    [5.9, 'within'],
    [6, 'women'], // the line is '6 or more' (docs/decisions/0213-one-binge-line-in-both-tools.md)
    [2.1 + 3.9, 'women'], // 6 with float noise is still 6
    [7.9, 'women'],
    [8, 'both'],
    [9.8, 'both'],
  ])('%f units -> %s', (units, level) => {
    expect(bingeLevel(units)).toBe(level);
  });
});

describe('weekPattern: drink-free days and spread', () => {
  it.each([
    [[], 0, 7, false],
    [[2], 1, 6, false],
    [[4.5, 2.3], 2, 5, false],
    [[4.5, 2.3, 9.8], 3, 4, true],
    [[4.5, 0, 9.8], 2, 5, false], // a chosen day with no drinks is drink-free
    [[1, 1, 1, 1, 1, 1, 1], 7, 0, true],
  ])('days %j -> %i drinking, %i drink-free, spread %s', (units, drinking, free, spread) => {
    expect(weekPattern(units)).toEqual({ drinkingDays: drinking, drinkFreeDays: free, spread });
  });
});
