import { describe, it, expect } from 'vitest';
import { ageFromDateOfBirth } from '../../../src/core/validation';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time

describe('ageFromDateOfBirth', () => {
  it.each<[string | Date, number]>([
    ['1990-06-15', 35], // birthday today
    ['1990-06-16', 34], // birthday tomorrow
    ['1990-06-14', 35],
    ['1990-12-31', 34],
    ['1990-01-01', 35],
    ['2007-06-15', 18],
    ['2007-06-16', 17],
    ['1990-06-15T00:00:00', 35],
    ['1990-06-15T23:59:59Z', 35],
    ['15/06/1990', 35],
    ['16/06/1990', 34],
    [new Date(1990, 5, 15), 35],
    [new Date(1990, 5, 16), 34],
    ['2025-06-15', 0], // born today
    ['2024-06-16', 0],
    ['2024-06-15', 1],
  ])('%s -> %i', (dob, age) => {
    expect(ageFromDateOfBirth(dob, TODAY)).toBe(age);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(ageFromDateOfBirth('2004-02-29', new Date(2025, 1, 28))).toBe(20);
    expect(ageFromDateOfBirth('2004-02-29', new Date(2025, 2, 1))).toBe(21);
    expect(ageFromDateOfBirth('2004-02-29', new Date(2024, 1, 29))).toBe(20);
  });

  it.each<unknown>([
    '2030-01-01',
    '2025-06-16',
    new Date(2026, 0, 1),
    '',
    'not a date',
    '1990-02-30',
    '1990-13-01',
    '31/04/1990',
    '1990/06/15',
    new Date(NaN),
    undefined,
    null,
    631152000000,
  ])('gives 0 for %s', (dob) => {
    expect(ageFromDateOfBirth(dob as string, TODAY)).toBe(0);
  });

  it('gives 0 when today is invalid', () => {
    expect(ageFromDateOfBirth('1990-06-15', new Date(NaN))).toBe(0);
  });

  it('uses the current date by default', () => {
    const firstOfJanuary = new Date(new Date().getFullYear() - 10, 0, 1);
    expect(ageFromDateOfBirth(firstOfJanuary)).toBe(10);
  });
});
