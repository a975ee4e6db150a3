// Issue 14, finding 5: addresses from outside (attributes, the API, remote copy), one rule each.
import { describe, expect, it } from 'vitest';
import { API_BASE, checkUrl, PAGE_LINK, REDIRECT_URI, REMOTE_LINK } from '../../../src/core/validation/url';

const NEVER = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  'ftp://files.example.org/x',
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example',
  'https://user:password@example.org/x',
  'https://user@example.org/x',
  'https://example.org\\@evil.example/',
  'https:evil.example',
  ' ',
  '',
  'x'.repeat(2001),
  // Issue 37: a line or paragraph separator, an odd space or an invisible character passed.
  'https://example.org/x\u2028y',
  'https://example.org/x\u2029y',
  '\u2028https://example.org/x',
  'https://example.org/x\u2029',
  '/path\u2028/x',
  'https://example.org/a\u00a0b',
  'https://exa\u200bmple.org/',
  'https://example.org/\u202eevil',
  'https://example.org/\ud800',
];

describe('checkUrl', () => {
  it.each(NEVER)('never accepts %j under any rule', (value) => {
    for (const rule of [PAGE_LINK, API_BASE, REDIRECT_URI, REMOTE_LINK]) expect(checkUrl(value, rule)).toBeUndefined();
  });

  it.each([
    ['#dc=/overview', '#dc=/overview'],
    ['/drinking-check?from=ucc#dc=/overview', '/drinking-check?from=ucc#dc=/overview'],
    ['  https://www.example.org/check  ', 'https://www.example.org/check'],
    ['http://localhost:8080/check', 'http://localhost:8080/check'],
  ])('takes page link %j', (value, expected) => {
    expect(checkUrl(value, PAGE_LINK)).toBe(expected);
  });

  it.each([
    ['https://api.example.org', true],
    ['https://api.example.org/base/', true],
    ['https://api.example.org/?x=1', false],
    ['https://api.example.org/#x', false],
    ['https://api.example.org/?', false],
    ['/api', false],
    ['#api', false],
  ])('api-base %j: %s', (value, ok) => {
    expect(checkUrl(value, API_BASE) !== undefined).toBe(ok);
  });

  it.each([
    ['https://site.example.org/return?step=1', true],
    ['https://site.example.org/return#x', false],
    ['/return', false],
  ])('redirect-uri %j: %s', (value, ok) => {
    expect(checkUrl(value, REDIRECT_URI) !== undefined).toBe(ok);
  });

  it.each([
    ['https://www.example.org/binge?x=1#top', true],
    ['/binge-drinking', true],
    ['http://www.example.org/binge', false],
    ['#top', false],
  ])('remote link %j: %s', (value, ok) => {
    expect(checkUrl(value, REMOTE_LINK) !== undefined).toBe(ok);
  });

  it('takes only text', () => {
    expect(checkUrl(undefined, PAGE_LINK)).toBeUndefined();
    expect(checkUrl(42, PAGE_LINK)).toBeUndefined();
  });

  it.each([
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/..//evil.example/x',
    '/./\\evil.example',
    '/@evil.example',
    '/:@evil.example',
  ])('never lets a root path %j name another host', (value) => {
    const accepted = checkUrl(value, PAGE_LINK);
    if (accepted !== undefined) expect(new URL(accepted, 'https://site.test/page').host).toBe('site.test');
  });
});
