import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { CopyKey } from '../../../src/platform/text';
import { registerCopy } from '../../../src/platform/text/built-in-copy';
import { CHECK_STEPS_COPY } from '../../../src/drinking-check/copy/check-steps-copy';
import { COMMON_COPY } from '../../../src/ui/copy/common-copy';
import { SOMEONE_SUFFIX } from '../../../src/platform/text/built-in-copy';
import { copyKeys, createTextService } from '../../../src/platform/text/dictionary';
import { DRINK_PICKER_COPY } from '../../../src/drinking-check/copy/drink-picker-copy';
import { DRINKING_CHECK_COPY } from '../../../src/drinking-check/copy/drinking-check-copy';
import { RESULTS_ADVICE_COPY } from '../../../src/drinking-check/copy/results-advice-copy';
import { RESULTS_COPY } from '../../../src/drinking-check/copy/results-copy';
import { RESULTS_EMAIL_COPY } from '../../../src/drinking-check/copy/results-email-copy';
import { RESULTS_IN_PLACE_COPY } from '../../../src/drinking-check/copy/results-in-place-copy';
import { SIGN_IN_COPY } from '../../../src/drinking-check/copy/sign-in-copy';
import { UCC_LOAD_COPY, UNIT_CALCULATOR_COPY } from '../../../src/unit-calculator/copy/unit-calculator-copy';
import { UCC_DRINKS_COPY } from '../../../src/unit-calculator/copy/unit-calculator-drinks-copy';
import { UCC_LIST_COPY } from '../../../src/unit-calculator/copy/unit-calculator-list-copy';
import { UCC_EXTRAS_COPY } from '../../../src/unit-calculator/copy/unit-calculator-extras-copy';
import { UCC_RESULTS_COPY } from '../../../src/unit-calculator/copy/unit-calculator-results-copy';

registerCopy(COMMON_COPY);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the dictionary', () => {
  it.each([
    [
      'src/drinking-check',
      {
        ...COMMON_COPY,
        ...DRINKING_CHECK_COPY,
        ...DRINK_PICKER_COPY,
        ...CHECK_STEPS_COPY,
        ...RESULTS_COPY,
        ...RESULTS_ADVICE_COPY,
        ...RESULTS_EMAIL_COPY,
        ...RESULTS_IN_PLACE_COPY,
        ...SIGN_IN_COPY,
      },
    ],
    [
      'src/unit-calculator',
      {
        ...COMMON_COPY,
        ...UNIT_CALCULATOR_COPY,
        ...UCC_LOAD_COPY,
        ...UCC_LIST_COPY,
        ...UCC_DRINKS_COPY,
        ...UCC_RESULTS_COPY,
        ...UCC_EXTRAS_COPY,
      },
    ],
    ['src/ui', COMMON_COPY],
  ])('has a default in its own copy for every key %s uses, so a raw key never shows', (folder, copy) => {
    const used = new Set<string>();
    for (const file of sourceFiles(folder)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]\s*\)/g)) used.add(match[1]!);
    }
    if (folder !== 'src/ui') expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter((key) => !(key in copy));
    expect(missing).toEqual([]);
  });

  it('gives the built-in copy when no dictionary is available', () => {
    const text = createTextService();
    expect(text.text('common.back')).toBe('Back');
  });

  it('overrides the common keys at start, skipping nulls', async () => {
    const fetch = vi.fn(async () => ({ 'common.back': 'Go back', 'common.next': undefined as unknown as string }));
    const text = createTextService(fetch);
    const listener = vi.fn();
    text.subscribe(listener);
    await flush();
    expect(fetch).toHaveBeenCalledWith(copyKeys(false));
    expect(text.text('common.back')).toBe('Go back');
    expect(text.text('common.next')).toBe('Next');
    expect(listener).toHaveBeenCalled();
  });

  // Issue 14, finding 5: links in remote copy were not checked.
  it('takes a remote link only when it is https or a path on this site, and says which key it ignored', async () => {
    registerCopy(UNIT_CALCULATOR_COPY);
    const unsafe = vi.fn();
    const text = createTextService(
      async () => ({
        'ucc.related.units.url': 'javascript:alert(1)',
        'ucc.related.calories.url': 'http://tracker.example/x',
        'ucc.related.guidelines.url': '/alcohol-facts/guidelines',
        'ucc.welcome.title': 'javascript: is only text here',
      }),
      unsafe,
    );
    await flush();
    expect(text.text('ucc.related.units.url')).toBe(UNIT_CALCULATOR_COPY['ucc.related.units.url']);
    expect(text.text('ucc.related.calories.url')).toBe(UNIT_CALCULATOR_COPY['ucc.related.calories.url']);
    expect(text.text('ucc.related.guidelines.url')).toBe('/alcohol-facts/guidelines');
    expect(text.text('ucc.welcome.title')).toBe('javascript: is only text here');
    expect(unsafe.mock.calls).toEqual([['ucc.related.units.url'], ['ucc.related.calories.url']]);
  });

  it('keeps the defaults when the call fails', async () => {
    const text = createTextService(async () => undefined);
    await flush();
    expect(text.text('common.close')).toBe('Close');
  });

  it('renders overrides as given, as text (no HTML is interpreted here)', async () => {
    const text = createTextService(async () => ({ 'common.back': '<b>Back</b>' }));
    await flush();
    expect(text.text('common.back')).toBe('<b>Back</b>');
  });

  it('switches to the SomeICareAbout wording and loads its remote copy on a role change', async () => {
    registerCopy({ 'test.role': 'Back', 'test.role.someone': 'Back (for them)' });
    const key = 'test.role' as CopyKey;
    const fetch = vi.fn(async (keys: readonly string[]) =>
      keys.includes(`${key}${SOMEONE_SUFFIX}`) ? { [`${key}${SOMEONE_SUFFIX}`]: 'Remote back for them' } : {},
    );
    const text = createTextService(fetch);
    await flush();
    expect(text.text(key)).toBe('Back');
    text.setRole('SomeICareAbout');
    expect(text.text(key)).toBe('Back (for them)');
    await flush();
    expect(text.text(key)).toBe('Remote back for them');
    expect(fetch).toHaveBeenCalledTimes(2);
    text.setRole('Myself');
    expect(text.text(key)).toBe('Back');
    text.setRole('SomeICareAbout');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('starts in the Myself wording, so choosing Myself at start re-renders nothing and fetches nothing', async () => {
    const fetch = vi.fn(async () => ({}));
    const text = createTextService(fetch);
    await flush();
    const listener = vi.fn();
    text.subscribe(listener);
    const version = text.version();
    text.setRole('Myself');
    await flush();
    expect(listener).not.toHaveBeenCalled();
    expect(text.version()).toBe(version);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the copy of screens loaded later, and fetches its remote wording for the roles loaded so far', async () => {
    const fetch = vi.fn(async (keys: readonly string[]): Promise<Record<string, string>> =>
      keys.includes('test.late.someone') ? { 'test.late.someone': 'Remote late for them' } : {},
    );
    const text = createTextService(fetch);
    text.setRole('SomeICareAbout');
    await flush();
    const listener = vi.fn();
    text.subscribe(listener);
    const key = 'test.late' as CopyKey;
    expect(text.text(key)).toBe('');
    registerCopy({ 'test.late': 'Late', 'test.late.someone': 'Late for them' });
    expect(listener).toHaveBeenCalled();
    expect(text.text(key)).toBe('Late for them');
    await flush();
    expect(fetch).toHaveBeenCalledWith(['test.late']);
    expect(fetch).toHaveBeenCalledWith(['test.late.someone']);
    expect(text.text(key)).toBe('Remote late for them');
    text.dispose();
    registerCopy({ 'test.after': 'After' });
    expect(fetch).not.toHaveBeenCalledWith(['test.after']);
  });
});
