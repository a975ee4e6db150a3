// Issue 14, finding 6: a quiet console, one line per kind of problem per element.
import { describe, expect, it, vi } from 'vitest';
import { watchCsp, blockedByCsp, knownBlocked } from '../../../src/platform/api/csp-blocks';
import { createWarnings, shown } from '../../../src/platform/host/warnings';

describe('the element console', () => {
  it('logs each kind once per element, with the tag', () => {
    const out = { warn: vi.fn(), error: vi.fn() };
    const first = createWarnings('drinking-check', out);
    const second = createWarnings('drinking-check', out);
    for (let i = 0; i < 2000; i += 1) first.warn('message-origin', 'ignored a message');
    first.warn('attribute-api-base', 'ignored api-base');
    second.warn('message-origin', 'ignored a message');
    expect(out.warn.mock.calls).toEqual([
      ['<drinking-check>: ignored a message'],
      ['<drinking-check>: ignored api-base'],
      ['<drinking-check>: ignored a message'],
    ]);
  });

  it('cuts a value to 100 characters and says how long it was', () => {
    expect(shown('x'.repeat(10_062))).toBe(`${'x'.repeat(100)}… (10062 characters)`);
    expect(shown('short')).toBe('short');
  });
});

describe('calls blocked by the page CSP', () => {
  const violation = (blockedURI: string, effectiveDirective = 'connect-src') =>
    Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective, disposition: 'enforce' });

  it('learns a blocked origin from the report that follows the failed call', async () => {
    const doc = new EventTarget() as unknown as Document;
    watchCsp(doc);
    const answer = blockedByCsp('https://api.test/content/v1/dictionary', doc);
    doc.dispatchEvent(violation('https://api.test/content/v1/dictionary'));
    expect(await answer).toBe(true);
    expect(knownBlocked('https://api.test/data/v1/calories?x=1', doc)).toBe(true);
    expect(knownBlocked('https://other.test/data/v1/calories', doc)).toBe(false);
  });

  it('counts connect-src only', () => {
    const doc = new EventTarget() as unknown as Document;
    watchCsp(doc);
    doc.dispatchEvent(violation('https://img.test/x.png', 'img-src'));
    expect(knownBlocked('https://img.test/x.png', doc)).toBe(false);
  });

  it('says no when no report comes', async () => {
    const doc = new EventTarget() as unknown as Document;
    expect(await blockedByCsp('https://api.test/x', doc)).toBe(false);
  });
});
