import { describe, expect, it } from 'vitest';
import { parseSettings } from '../../../src/platform/host/settings';
import { describeFindings } from '../../../src/platform/host/settings-problems';

/** The settings, and the problems the page is told of (settings-problems.ts, loaded when there are findings). */
const parse = (attributes: Record<string, string>) => {
  const { settings, findings } = parseSettings((name) => attributes[name] ?? null);
  return { settings, problems: describeFindings(findings) };
};

describe('the platform attributes', () => {
  it('reads parent-origin as a list of exact origins, spaces or commas between', () => {
    expect(
      parse({ 'parent-origin': 'https://app.example.org http://localhost:8000,https://b.test/' }).settings.parentOrigin,
    ).toEqual(['https://app.example.org', 'http://localhost:8000', 'https://b.test']);
  });

  it.each(['*', 'https://a.test/path', 'javascript:alert(1)', 'null', 'https://a.test *'])(
    'rejects parent-origin %j',
    (value) => {
      const { settings, problems } = parse({ 'parent-origin': value });
      expect(settings.parentOrigin).toEqual([]);
      expect(problems).toEqual([
        {
          attribute: 'parent-origin',
          problem: `ignored parent-origin="${value}"; using the default instead`,
          fix: 'Use origins alone (scheme, host and port), separated by spaces.',
        },
      ]);
    },
  );

  it('reads the sign-in attributes', () => {
    const { settings, problems } = parse({
      'b2c-client-id': '11111111-2222-3333-4444-555555555555',
      'b2c-tenant': 'contoso.onmicrosoft.com',
      'b2c-signin-policy': 'B2C_1_signupsignin',
      'b2c-reset-policy': 'B2C_1_reset',
      'b2c-known-authority': 'contoso.b2clogin.com',
      'b2c-scopes': 'https://contoso.onmicrosoft.com/api/read openid',
      'redirect-uri': 'https://site.test/check/',
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      signInClientId: '11111111-2222-3333-4444-555555555555',
      b2cTenant: 'contoso.onmicrosoft.com',
      b2cSignInPolicy: 'B2C_1_signupsignin',
      b2cResetPolicy: 'B2C_1_reset',
      b2cKnownAuthority: 'contoso.b2clogin.com',
      b2cScopes: ['https://contoso.onmicrosoft.com/api/read', 'openid'],
      redirectUri: 'https://site.test/check/',
    });
  });

  it('falls back on malformed sign-in attributes', () => {
    const { settings, problems } = parse({
      'b2c-signin-policy': 'B2C 1',
      'redirect-uri': 'javascript:x',
      'b2c-known-authority': 'a/b',
    });
    expect(settings.b2cSignInPolicy).toBeUndefined();
    expect(settings.redirectUri).toBeUndefined();
    expect(settings.b2cKnownAuthority).toBeUndefined();
    expect(problems).toHaveLength(3);
  });

  it('takes a known authority with a port, and no other address part', () => {
    expect(parse({ 'b2c-known-authority': '127.0.0.1:8443' }).settings.b2cKnownAuthority).toBe('127.0.0.1:8443');
    for (const bad of ['login.test:0', 'login.test:', 'login.test:123456', 'https://login.test', 'login.test:443/x']) {
      expect(parse({ 'b2c-known-authority': bad }).settings.b2cKnownAuthority, bad).toBeUndefined();
    }
  });
});
