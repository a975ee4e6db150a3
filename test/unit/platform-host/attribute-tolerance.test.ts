// What CMS editors and copied snippets do to the widgets' attributes (issue 29), one rule a row:
// what the element reads, and what it tells the page (docs/decisions/0231-what-editors-do-to-attributes.md).
import { describe, expect, it } from 'vitest';
import { mayHaveProblems } from '../../../src/platform/host/attribute-mending';
import { checkElement, holdsContent, likelyAttribute } from '../../../src/platform/host/element-checks';
import { parseSettings, SETTING_ATTRIBUTES, type WidgetSettings } from '../../../src/platform/host/settings';
import { describeFindings } from '../../../src/platform/host/settings-problems';

/** The settings, and the problems the page is told of (settings-problems.ts, loaded when there are findings). */
const parse = (attributes: Record<string, string>) => {
  const { settings, findings } = parseSettings((name) => attributes[name] ?? null);
  return { settings, problems: describeFindings(findings) };
};
const defaults = parse({}).settings;

describe('values editors change, read as meant and told quietly', () => {
  it.each<[string, string, Partial<WidgetSettings>]>([
    // HTML's own form of "on" for a boolean attribute, in any case.
    ['embedded', 'embedded', { embedded: true }],
    ['content-block', 'content-block', { contentBlock: true }],
    ['web-login', ' Web-Login ', { webLogin: true }],
    // Enumerated values, as HTML matches its own: trimmed, in any case.
    ['routing', 'Memory', { routing: 'memory' }],
    ['routing', ' memory ', { routing: 'memory' }],
    ['routing', 'HASH', { routing: 'hash' }],
    ['routing', 'memory\u00a0', { routing: 'memory' }],
    ['results-view', 'Abridged', { resultsView: 'abridged' }],
    ['result-screen', 'APP', { resultScreen: 'app' }],
    // A line break at an end is trimmed, as any space there.
    ['api-base', 'https://api.example.org\r\n', { apiBase: 'https://api.example.org' }],
  ])('reads %s=%j', (attribute, value, expected) => {
    expect(parse({ [attribute]: value })).toEqual({ settings: { ...defaults, ...expected }, problems: [] });
  });
});

describe('values mended, with a warning that names the attribute and the fix', () => {
  it.each<[string, string, Partial<WidgetSettings>, RegExp, RegExp]>([
    ['brand', '“Partner Brewery”', { brand: 'Partner Brewery' }, /curly quotes/, /^Write brand="…" with straight quotes\.$/],
    ['routing', '‘memory’', { routing: 'memory' }, /curly quotes/, /straight quotes/],
    ['embedded', '“embedded”', { embedded: true }, /curly quotes/, /straight quotes/],
    ['brand', 'Partner\u00a0Brewery', { brand: 'Partner Brewery' }, /non-breaking/, /plain spaces/],
    ['campaign', 'dry\u200bjanuary', { campaign: 'dryjanuary' }, /invisible space/, /plain spaces/],
    [
      'privacy-url',
      'https://www.example.org/\n      privacy',
      { privacyUrl: 'https://www.example.org/privacy' },
      /line break inside the address/,
      /one line/,
    ],
    [
      'privacy-url',
      'https://www.example.org/privacy?a=1&amp;b=2',
      { privacyUrl: 'https://www.example.org/privacy?a=1&b=2' },
      /encoded twice/,
      /&amp; once/,
    ],
    ['units-info-url', '/units?a=1&amp;amp;b=2', { unitsInfoUrl: '/units?a=1&b=2' }, /encoded twice/, /&amp; once/],
    ['brand', 'Smith &amp; Sons', { brand: 'Smith & Sons' }, /encoded twice/, /&amp; once/],
    ['brand', 'Smith&amp;nbsp;Sons', { brand: 'Smith Sons' }, /encoded twice/, /&amp; once/],
  ])('mends %s=%j', (attribute, value, expected, problem, fix) => {
    const { settings, problems } = parse({ [attribute]: value });
    expect(settings).toEqual({ ...defaults, ...expected });
    expect(problems[0]).toEqual({ attribute, problem: expect.stringMatching(problem), fix: expect.stringMatching(fix) });
    expect(problems[0]!.problem).toMatch(new RegExp(`^read ${attribute}=".*" as ".*": it `, 's'));
  });

  it('keeps a line break between origins, where it separates two of them', () => {
    expect(parse({ 'parent-origin': 'https://a.example.org\n  https://b.example.org' })).toEqual({
      settings: { ...defaults, parentOrigin: ['https://a.example.org', 'https://b.example.org'] },
      problems: [],
    });
  });
});

describe('values refused, with a warning that names the attribute and the fix', () => {
  it.each<[string, string, RegExp, RegExp]>([
    // `campaign=“spring sale”`: the parser cut the value at the space; "spring" alone is not what was meant.
    ['campaign', '“spring', /curly quote, so its value was cut/, /^Write the whole value in straight quotes: campaign="…"\.$/],
    ['privacy-url', '/privacy”', /curly quote/, /straight quotes/],
    [
      'embedded',
      'yes',
      /ignored embedded="yes"; using the default instead/,
      /^Write the attribute alone to turn it on, or leave it out\.$/,
    ],
    ['routing', 'browser', /ignored routing="browser"/, /^Use "hash" or "memory"\.$/],
    ['api-base', 'api.example.org', /ignored api-base/, /full https:\/\/ address/],
    [
      'drinking-check-url',
      'javascript:alert(1)',
      /ignored drinking-check-url/,
      /\/path on this site or a full https:\/\/ address/,
    ],
    ['loader-duration', '1.5s', /ignored loader-duration/, /milliseconds/],
    ['gtm-id', 'GTM–ABC123', /ignored gtm-id/, /GTM-AB12CD/],
  ])('refuses %s=%j', (attribute, value, problem, fix) => {
    const { settings, problems } = parse({ [attribute]: value });
    expect(settings).toEqual(defaults);
    expect(problems).toEqual([{ attribute, problem: expect.stringMatching(problem), fix: expect.stringMatching(fix) }]);
  });
});

describe('the element as a whole', () => {
  const check = (names: string[], hasContent = false) => checkElement('drinking-check', names, SETTING_ATTRIBUTES, hasContent);

  it.each<[string[], string, RegExp, RegExp]>([
    // campaign=“spring sale” leaves `sale”` as an attribute of its own.
    [['brand', 'campaign', 'sale”'], 'sale”', /quotes broke \(campaign\)/, /^Write campaign="…" with straight double quotes/],
    // brand="partner campaign="spring": the straight quotes paired wrongly.
    [['brand', 'spring"'], 'spring"', /quotes broke \(brand\)/, /brand="…"/],
    [['campain'], 'campain', /ignored campain, which <drinking-check> does not take/, /^Did you mean campaign\?$/],
    [['contentblock'], 'contentblock', /does not take/, /^Did you mean content-block\?$/],
    [['content_block'], 'content_block', /does not take/, /^Did you mean content-block\?$/],
    [['routeing'], 'routeing', /does not take/, /^Did you mean routing\?$/],
    [['privacy-ulr'], 'privacy-ulr', /does not take/, /^Did you mean privacy-url\?$/],
    [['result-view'], 'result-view', /does not take/, /^Did you mean results-view\?$/],
  ])('names %j', (names, attribute, problem, fix) => {
    expect(check(names)).toEqual([{ attribute, problem: expect.stringMatching(problem), fix: expect.stringMatching(fix) }]);
  });

  it.each([
    [['id', 'class', 'style', 'data-cms-block', 'aria-label', 'title', 'lang', 'hidden']],
    [['brand', 'campaign', 'embedded', 'routing']],
    [['width', 'height', 'align', 'name', 'src']],
  ])('says nothing of known, global or unrelated attributes %j', (names) => {
    expect(check(names)).toEqual([]);
  });

  it('suggests only a near name', () => {
    expect(likelyAttribute('band', SETTING_ATTRIBUTES)).toBe('brand');
    expect(likelyAttribute('colour', SETTING_ATTRIBUTES)).toBeUndefined();
  });

  it('says content inside the element is not shown, and how to close the tag', () => {
    expect(check([], true)).toEqual([
      {
        attribute: null,
        problem: 'has content inside it, which it does not show',
        fix: expect.stringMatching(
          /^Close it with <\/drinking-check> at once: HTML reads <drinking-check \.\.\. \/> as an opening tag only/,
        ),
      },
    ]);
  });

  it.each([
    ['', false],
    ['  \n ', false],
    ['&nbsp;', false],
    ['<!-- a note -->', false],
    ['<p>The rest of the article</p>', true],
    ['text', true],
  ])('counts %j as content: %s', (html, expected) => {
    const element = document.createElement('drinking-check');
    element.innerHTML = html;
    expect(holdsContent(element)).toBe(expected);
  });

  it.each([
    ['<drinking-check id="a" class="b" style="" data-x="1" aria-label="c" campaign="x"></drinking-check>', false],
    ['<drinking-check campain="x"></drinking-check>', true],
    ['<drinking-check campaign="“spring" sale”=""></drinking-check>', true],
    ['<drinking-check>&nbsp;</drinking-check>', false],
    ['<drinking-check><p>The rest of the article</p></drinking-check>', true],
  ])('loads the words of the problems for %s: %s', (html, expected) => {
    const holder = document.createElement('div');
    holder.innerHTML = html;
    expect(mayHaveProblems(holder.firstElementChild!, SETTING_ATTRIBUTES)).toBe(expected);
  });
});
