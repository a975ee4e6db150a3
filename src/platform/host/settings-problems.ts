/**
 * What the page is told about an element's settings and the element itself, in words, with the
 * fix: loaded only when the first load's checks found something (settings.ts,
 * attribute-mending.ts), so that a well-written tag costs no bytes for it
 * (docs/decisions/0231-what-editors-do-to-attributes.md).
 */
import type { Finding, Mending, SettingsProblem } from './attribute-mending';
import { checkElement, holdsContent } from './element-checks';
import * as parsers from './setting-parsers';
import { SETTING_ATTRIBUTES, SETTING_RULES } from './settings';
import { shown } from './warnings';

const MENDED: Record<Mending, [problem: string, fix: (name: string) => string]> = {
  curly: ['is in curly quotes', (name) => `Write ${name}="…" with straight quotes.`],
  encoded: ['was encoded twice (&amp;amp;)', () => 'Write & as itself in the editor, or as &amp; once in HTML.'],
  space: ['has a non-breaking or invisible space', () => 'Type the value again with plain spaces.'],
  break: ['has a line break inside the address', () => 'Put the address on one line.'],
};

const LINK = 'Use a /path on this site or a full https:// address.';
/** What each parser takes, as a page author reads it. */
const HINTS = new Map<unknown, string>([
  [parsers.parseSafeText, "Use letters, digits, spaces and _.&'()- only, up to 100."],
  [parsers.parseGtmId, 'Use the container id as Google Tag Manager shows it, e.g. GTM-AB12CD.'],
  [parsers.parseClientId, 'Use letters, digits and _.- only.'],
  [parsers.parsePolicy, 'Use the policy name, e.g. B2C_1_signupsignin.'],
  [parsers.parseHostName, 'Use a host name alone, e.g. contoso.onmicrosoft.com.'],
  [parsers.parseHostAndPort, 'Use a host name alone, e.g. contoso.b2clogin.com.'],
  [parsers.parseApiBase, 'Use a full https:// address, with no query or fragment.'],
  [parsers.parseLinkTarget, LINK],
  [parsers.parseMediaBase, 'Use a /path on this site or a full https:// address, with no query.'],
  [parsers.parseRedirectUri, 'Use a full https:// address, with no fragment.'],
  [parsers.parseOrigins, 'Use origins alone (scheme, host and port), separated by spaces.'],
  [parsers.parseScopes, 'Use scopes separated by spaces.'],
  [parsers.parseDuration, 'Use a whole number of milliseconds from 0 to 10000.'],
  [parsers.parseHeadingLevel, 'Use a whole number from 1 to 6: 2 on a page that has its own h1.'],
  [parsers.parseBoolean, 'Write the attribute alone to turn it on, or leave it out.'],
]);

function hint(attribute: string): string {
  const parse = SETTING_RULES.find((rule) => rule.attribute === attribute)?.parse as ((text: string) => unknown) & {
    values?: readonly string[];
  };
  if (parse?.values) return `Use ${parse.values.map((value) => `"${value}"`).join(' or ')}.`;
  return HINTS.get(parse) ?? 'See the attribute table of the host guide.';
}

/** Each finding in words: a refused value with what the attribute takes, a mended one with what was read. */
export function describeFindings(findings: readonly Finding[]): SettingsProblem[] {
  return findings.flatMap(({ attribute, value, read, mended, refused }) => {
    const written = `${attribute}="${shown(value)}"`;
    if (refused === 'cut')
      return [
        {
          attribute,
          problem: `ignored ${written}, which has a curly quote, so its value was cut; using the default instead`,
          fix: `Write the whole value in straight quotes: ${attribute}="…".`,
        },
      ];
    if (refused === 'long') {
      const most = SETTING_RULES.find((rule) => rule.attribute === attribute)?.maxLength;
      return [
        {
          attribute,
          problem: `ignored ${written}, which is longer than the ${most} characters ${attribute} takes; using the default instead`,
          fix: hint(attribute),
        },
      ];
    }
    if (refused) return [{ attribute, problem: `ignored ${written}; using the default instead`, fix: hint(attribute) }];
    return mended.map((kind) => ({
      attribute,
      problem: `read ${written} as "${shown(read)}": it ${MENDED[kind][0]}`,
      fix: MENDED[kind][1](attribute),
    }));
  });
}

/** Everything to tell the page about an element: its settings' findings, then the element's own problems. */
export function settingsProblems(element: Element, findings: readonly Finding[]): SettingsProblem[] {
  return [
    ...describeFindings(findings),
    ...checkElement(element.localName, element.getAttributeNames(), SETTING_ATTRIBUTES, holdsContent(element)),
  ];
}
