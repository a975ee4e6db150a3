import { describe, expect, it } from 'vitest';
import { bingeLevel } from '../../../src/unit-calculator/results/binge';

describe('binge thresholds in the calculator (sex unknown)', () => {
  it('is over for women from 6 units and for men too from 8 units', () => {
    expect(bingeLevel(5.9)).toBe('none');
    expect(bingeLevel(6)).toBe('women');
    expect(bingeLevel(7.99)).toBe('women');
    expect(bingeLevel(8)).toBe('both');
    expect(bingeLevel(Number.NaN)).toBe('none');
  });
});
