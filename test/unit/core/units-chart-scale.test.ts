import { describe, it, expect } from 'vitest';
import { chartScale } from '../../../src/core/units';

describe('chartScale maximum and ticks', () => {
  it.each([
    [[0], 3],
    [[], 3],
    [[3], 3],
    [[3.1], 6],
    [[10], 12],
    [[2, 9, 4], 9],
    [[9.000000001], 12],
    [[2.1 + 3.9], 6], // float noise in a sum of units does not push it up a step
    [[NaN, -5, 4], 6],
  ])('values %j -> max %i', (values, max) => {
    expect(chartScale(values).max).toBe(max);
  });

  it('puts the axis labels at a third, two thirds and the maximum', () => {
    expect(chartScale([10]).ticks).toEqual([4, 8, 12]);
    expect(chartScale([0]).ticks).toEqual([1, 2, 3]);
  });

  it.each([[undefined], [null], ['12']])('treats %s as no values', (values) => {
    expect(chartScale(values as unknown as number[]).max).toBe(3);
  });
});

describe('chartScale colours', () => {
  const scale = chartScale([10]); // max 12, 70 % = 8.4

  it.each([
    [0, 'grey'],
    [0.01, 'purple'],
    [8.4, 'purple'],
    [8.41, 'red'],
    [12, 'red'],
    [-1, 'grey'],
    [NaN, 'grey'],
  ])('value %f is %s', (value, colour) => {
    expect(scale.colourOf(value)).toBe(colour);
  });

  it('exactly 70 % of a maximum of 3 (2.1) stays purple despite float arithmetic', () => {
    expect(chartScale([3]).colourOf(2.1)).toBe('purple');
    expect(chartScale([3]).colourOf(2.11)).toBe('red');
  });
});
