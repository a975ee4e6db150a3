// Issue 28: a page with both widgets asked the dictionary for every key twice, and each widget for
// the other's keys.
import { describe, expect, it, vi } from 'vitest';
import { registerCopy } from '../../../src/platform/text/built-in-copy';
import { createTextService, ownKeys } from '../../../src/platform/text/dictionary';
import { pageDictionary } from '../../../src/platform/text/page-dictionary';

registerCopy({ 'dc.a': 'A', 'dc.b': 'B', 'dc.b.someone': 'B for them', 'ucc.c': 'C', 'common.d': 'D' });

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the page dictionary', () => {
  it('asks for each key once for both widgets, each widget only for its own and the common keys', async () => {
    const fetch = vi.fn(async (keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, `remote ${key}`])));
    const page = pageDictionary('https://api.one', fetch);
    const check = createTextService(page, undefined, ownKeys('dc'));
    const calculator = createTextService(page, undefined, ownKeys('ucc'));
    await flush();
    const asked = fetch.mock.calls.flatMap(([keys]) => keys);
    expect(new Set(asked).size, 'no key twice').toBe(asked.length);
    expect(
      fetch.mock.calls[0]![0].filter((key) => key.startsWith('ucc.')),
      'the check asks no calculator key',
    ).toEqual([]);
    expect(
      fetch.mock.calls[1]![0].filter((key) => key.startsWith('dc.')),
      'the calculator asks no check key',
    ).toEqual([]);
    expect(check.text('common.d' as never)).toBe('remote common.d');
    expect(calculator.text('common.d' as never), 'the common key, answered once, for both').toBe('remote common.d');
  });

  it('asks again for keys whose call failed', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(undefined).mockResolvedValue({ 'ucc.c': 'remote C' });
    const page = pageDictionary('https://api.two', fetch);
    expect(await page(['ucc.c'])).toEqual({});
    await flush();
    expect(await page(['ucc.c'])).toEqual({ 'ucc.c': 'remote C' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('keeps pages of different APIs apart', async () => {
    const fetch = vi.fn(async () => ({}));
    await pageDictionary('https://api.three', fetch)(['dc.a']);
    await pageDictionary('https://api.four', fetch)(['dc.a']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
