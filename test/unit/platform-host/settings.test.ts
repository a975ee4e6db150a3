import { describe, expect, it } from 'vitest';
import { DEFAULT_BRAND, PARTNER_WIDGET_MODE_BRAND, WIDGET_MODE_BRAND } from '../../../src/platform/host/brand';
import { ATTRIBUTE_MAX_LENGTH } from '../../../src/platform/host/attribute-table';
import { parseSettings, SETTING_RULES } from '../../../src/platform/host/settings';
import { describeFindings } from '../../../src/platform/host/settings-problems';
import { shown } from '../../../src/platform/host/warnings';

/** The settings, and the problems the page is told of (settings-problems.ts, loaded when there are findings). */
const parse = (attributes: Record<string, string>) => {
  const { settings, findings } = parseSettings((name) => attributes[name] ?? null);
  return { settings, problems: describeFindings(findings) };
};

describe('parseSettings', () => {
  it('gives the defaults when no attribute is set', () => {
    expect(parse({})).toEqual({
      settings: {
        brand: DEFAULT_BRAND,
        campaign: '',
        embedded: false,
        webLogin: false,
        contentBlock: false,
        gtmId: undefined,
        apiBase: undefined,
        clientId: undefined,
        routing: 'hash',
        drinkingCheckUrl: undefined,
        unitsInfoUrl: undefined,
        caloriesInfoUrl: undefined,
        guidelinesInfoUrl: undefined,
        appStoreUrl: undefined,
        playStoreUrl: undefined,
        mediaBase: undefined,
        unitCalculatorUrl: undefined,
        privacyUrl: undefined,
        resultsView: 'full',
        resultScreen: 'widget',
        loaderDuration: 300,
        headingLevel: 1,
        parentOrigin: [],
        signInClientId: undefined,
        b2cTenant: undefined,
        b2cSignInPolicy: undefined,
        b2cResetPolicy: undefined,
        b2cKnownAuthority: undefined,
        b2cScopes: [],
        redirectUri: undefined,
        widgetMode: false,
      },
      problems: [],
    });
  });

  it.each([
    ['', true],
    ['true', true],
    [' TRUE ', true],
    ['false', false],
  ])('reads boolean attribute value %j as %s', (value, expected) => {
    const { settings, problems } = parse({ embedded: value, 'web-login': value, 'content-block': value });
    expect([settings.embedded, settings.webLogin, settings.contentBlock]).toEqual([expected, expected, expected]);
    expect(problems).toEqual([]);
  });

  it.each([
    ['embedded', 'yes'],
    ['embedded', '1'],
    ['routing', 'browser'],
    ['gtm-id', 'UA-12345'],
    ['gtm-id', '<script>'],
    ['api-base', 'not a url'],
    ['api-base', 'javascript:alert(1)'],
    ['api-base', 'ftp://files.example.org'],
    ['brand', '<b>bold</b>'],
    ['client-id', 'has spaces in it'],
    ['drinking-check-url', 'javascript:alert(1)'],
    ['drinking-check-url', '//evil.example'],
    ['media-base', 'javascript:alert(1)'],
    ['media-base', '//cdn.example.org/media'],
    ['media-base', 'media/drinks'],
    ['media-base', 'https://cdn.example.org/media?v=2'],
    ['media-base', '/media/#top'],
    ['media-base', '/media?v=2'],
    ['media-base', '/'],
    ['unit-calculator-url', 'javascript:alert(1)'],
    ['privacy-url', '//evil.example'],
    ['privacy-url', 'mailto:privacy@example.org'],
    // Issue 14, finding 5: each of these was accepted.
    ['drinking-check-url', '/\\evil.example/x'],
    ['drinking-check-url', 'https://user:pass@www.example.org/check'],
    ['api-base', 'https://api.example.org/?key=1'],
    ['api-base', 'https://api.example.org/#x'],
    ['api-base', 'https://user:password@api.example.org'],
    ['redirect-uri', 'https://site.example.org/back#x'],
    ['redirect-uri', '/back'],
    ['loader-duration', '-1'],
    ['loader-duration', '1.5'],
    ['loader-duration', '60000'],
    ['heading-level', '0'],
    ['heading-level', '7'],
    ['heading-level', '2.5'],
    ['heading-level', 'h2'],
    ['result-screen', 'none'],
    ['result-screen', 'app screen'],
  ])('falls back to the default for malformed %s=%j and reports it with a fix', (attribute, value) => {
    const { settings: fallback } = parse({});
    const { settings, problems } = parse({ [attribute]: value });
    expect(settings).toEqual(fallback);
    expect(problems).toEqual([
      {
        attribute,
        problem: `ignored ${attribute}="${shown(value)}"; using the default instead`,
        fix: expect.stringMatching(/^\S.*\.$/),
      },
    ]);
  });

  // Issue 37: a 1 MB parent-origin took single tasks of 20-27 s; each attribute now has a limit,
  // checked before the value is mended or parsed.
  it.each(SETTING_RULES.map((rule) => [rule.attribute, rule.maxLength] as const))(
    'refuses a 1 MB %s (it takes %i characters) unread, with the default and a finding that says why',
    (attribute, most) => {
      // Runs of spaces, line breaks and entities, as mending and URL parsing work hardest on.
      const value = `https://a.test/${' \n&amp;amp;\u00a0,'.repeat(200_000)}`;
      const { settings: fallback } = parse({});
      const started = performance.now();
      const { settings, problems } = parse({ [attribute]: value });
      expect(performance.now() - started, 'ms, whatever the machine is doing').toBeLessThan(500);
      expect(settings).toEqual(fallback);
      expect(problems).toEqual([
        {
          attribute,
          problem: `ignored ${attribute}="${shown(value)}", which is longer than the ${most} characters ${attribute} takes; using the default instead`,
          fix: expect.stringMatching(/^\S.*\.$/),
        },
      ]);
    },
  );

  it('reads a value as long as its attribute takes', () => {
    const brand = 'b'.repeat(ATTRIBUTE_MAX_LENGTH.brand);
    const parentOrigin = `https://${'o'.repeat(ATTRIBUTE_MAX_LENGTH.parentOrigin - 'https://.test'.length)}.test`;
    const { settings, problems } = parse({ brand, 'parent-origin': parentOrigin });
    expect([settings.brand, settings.parentOrigin]).toEqual([brand, [parentOrigin]]);
    expect(problems).toEqual([]);
  });

  it('keeps well-formed values', () => {
    const { settings, problems } = parse({
      brand: 'Partner Brewery',
      campaign: 'dry-january',
      'gtm-id': 'GTM-AB12CD',
      'api-base': 'https://api.example.org/',
      'client-id': 'partner-web',
      routing: 'memory',
      'drinking-check-url': 'https://www.example.org/drinking-check',
      'unit-calculator-url': '/tools/unit-calculator',
      'privacy-url': 'https://www.example.org/privacy',
      'loader-duration': '0',
      'heading-level': ' 3 ',
      'result-screen': 'app',
    });
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({
      brand: 'Partner Brewery',
      campaign: 'dry-january',
      gtmId: 'GTM-AB12CD',
      apiBase: 'https://api.example.org',
      clientId: 'partner-web',
      routing: 'memory',
      drinkingCheckUrl: 'https://www.example.org/drinking-check',
      unitCalculatorUrl: '/tools/unit-calculator',
      privacyUrl: 'https://www.example.org/privacy',
      loaderDuration: 0,
      headingLevel: 3,
      resultScreen: 'app',
    });
  });

  it.each([
    ['https://cdn.example.org/media/', 'https://cdn.example.org/media'],
    ['http://localhost:8080/media', 'http://localhost:8080/media'],
    ['/media/drinks/', '/media/drinks'],
    [' /media ', '/media'],
  ])('takes media-base %j as %j', (value, mediaBase) => {
    expect(parse({ 'media-base': value })).toMatchObject({ settings: { mediaBase }, problems: [] });
  });

  it.each([WIDGET_MODE_BRAND, PARTNER_WIDGET_MODE_BRAND])('puts brand %s in widget mode', (brand) => {
    expect(parse({ brand }).settings.widgetMode).toBe(true);
  });

  it('leaves other brands out of widget mode', () => {
    expect(parse({ brand: 'Partner Brewery' }).settings.widgetMode).toBe(false);
  });
});
