import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_COPY, type CopyKey } from '../../../src/platform/text';
import { copyKeys, createTextService, SOMEONE_SUFFIX } from '../../../src/platform/text/dictionary';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the dictionary', () => {
  it('has a default for every key the apps use, so a raw key never shows', () => {
    const used = new Set<string>();
    for (const file of sourceFiles('src')) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([^'"`$]+)['"`]\s*\)/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(0);
    const missing = [...used].filter((key) => !(key in DEFAULT_COPY));
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
    const copy = DEFAULT_COPY as Record<string, string>;
    const key = 'common.back' as CopyKey;
    copy[`${key}${SOMEONE_SUFFIX}`] = 'Back (for them)';
    try {
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
    } finally {
      delete copy[`${key}${SOMEONE_SUFFIX}`];
    }
  });
});
