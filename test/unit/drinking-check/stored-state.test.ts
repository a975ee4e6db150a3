import { describe, expect, it, vi } from 'vitest';
import {
  MAX_STORED_CHECK_LENGTH,
  parseStoredState,
  serialiseState,
  storageKey,
} from '../../../src/drinking-check/state/stored-state';

describe('the stored check state', () => {
  it('is keyed per widget instance', () => {
    expect(storageKey('dc2')).toBe('aa:dc2:check');
  });

  it('ignores missing or bad JSON', () => {
    expect(parseStoredState(null)).toBeUndefined();
    expect(parseStoredState('{oops')).toBeUndefined();
    expect(parseStoredState('"text"')).toBeUndefined();
  });

  // Issue 37: a value planted in the session is measured before it is parsed.
  it('ignores, without parsing it, stored text longer than the check writes', () => {
    const state = { answers: { drinkFrequency: 3 }, profile: { hereFor: 'Myself' }, hasResults: false };
    const parse = vi.spyOn(JSON, 'parse');
    expect(parseStoredState(JSON.stringify({ ...state, padding: 'x'.repeat(MAX_STORED_CHECK_LENGTH) }))).toBeUndefined();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(parseStoredState(JSON.stringify(state))).toEqual(state);
  });

  it('keeps only valid answers and about-you fields', () => {
    const state = parseStoredState(
      JSON.stringify({
        answers: { drinkFrequency: 3, injury: 3, bogus: 1, unitsPerTypicalDay: '2' },
        profile: { hereFor: 'SomeICareAbout', age: 200, sex: 1, email: 'a@b.co', postcode: 'SW1A 1AA' },
        hasResults: true,
      }),
    );
    expect(state).toEqual({ answers: { drinkFrequency: 3 }, profile: { hereFor: 'SomeICareAbout', sex: 1 }, hasResults: false });
  });

  it('reads a result stored before results kept their answers with the answers stored beside it', () => {
    const state = parseStoredState(
      JSON.stringify({
        answers: { drinkFrequency: 2 },
        profile: {},
        hasResults: true,
        result: { score: 2, scale: 'auditC', riskLevel: 'low' },
      }),
    );
    expect(state?.result).toEqual({ score: 2, scale: 'auditC', riskLevel: 'low', answers: { drinkFrequency: 2 } });
  });

  it('round-trips a result and never writes contact details', () => {
    const text = serialiseState({
      answers: { drinkFrequency: 1 },
      profile: { hereFor: 'Myself', age: 30, email: 'a@b.co', fullName: 'Ann' },
      hasResults: true,
      result: { score: 1, scale: 'auditC', riskLevel: 'low', answers: { drinkFrequency: 1 } },
    });
    expect(text).not.toContain('a@b.co');
    expect(text).not.toContain('Ann');
    expect(parseStoredState(text)).toEqual({
      answers: { drinkFrequency: 1 },
      profile: { hereFor: 'Myself', age: 30 },
      hasResults: true,
      result: { score: 1, scale: 'auditC', riskLevel: 'low', answers: { drinkFrequency: 1 } },
    });
  });
});
