import { API_BASE, checkUrl, PAGE_LINK, REDIRECT_URI } from '../../core/validation/url';

/** Each returns the parsed value, or undefined when the attribute's text is malformed. */

const SAFE_TEXT = /^[\p{L}\p{N} _.&'()-]{1,100}$/u;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const CLIENT_ID = /^[A-Za-z0-9_.-]{1,100}$/;
const POLICY = /^[A-Za-z0-9_-]{1,100}$/;
const HOST_NAME = /^[A-Za-z0-9.-]{1,200}$/;
/** A host with an optional port: an identity provider on a port of its own (a stand-in in tests). */
const HOST_AND_PORT = /^[A-Za-z0-9.-]{1,200}(:[1-9][0-9]{0,4})?$/;
const SCOPE = /^[A-Za-z0-9_.:/-]{1,200}$/;

const matching = (pattern: RegExp) => (text: string) => {
  const value = text.trim();
  return pattern.test(value) ? value : undefined;
};

export const parseSafeText = hinted(matching(SAFE_TEXT), "Use letters, digits, spaces and _.&'()- only, up to 100.");
export const parseGtmId = hinted(matching(GTM_ID), 'Use the container id as Google Tag Manager shows it, e.g. GTM-AB12CD.');
export const parseClientId = hinted(matching(CLIENT_ID), 'Use letters, digits and _.- only.');
export const parsePolicy = hinted(matching(POLICY), 'Use the policy name, e.g. B2C_1_signupsignin.');
export const parseHostName = hinted(matching(HOST_NAME), 'Use a host name alone, e.g. contoso.onmicrosoft.com.');
export const parseHostAndPort = hinted(matching(HOST_AND_PORT), 'Use a host name alone, e.g. contoso.b2clogin.com.');

/**
 * An enumerated value, matched as HTML matches its own (`type="Checkbox"`): trimmed and
 * ASCII-case-insensitive (docs/decisions/0231-what-editors-do-to-attributes.md).
 */
export const oneOf = <T extends string>(...values: readonly T[]) =>
  hinted(
    (text: string): T | undefined => values.find((value) => value === text.trim().toLowerCase()),
    `Use ${values.map((value) => `"${value}"`).join(' or ')}.`,
  );

/** On: present bare, "", "true" or the attribute's own name (HTML's `embedded="embedded"`, applied by settings.ts). */
export function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A parser with the fix a page author reads when it refuses a value (settings.ts). */
export type HintedParser<T> = ((text: string) => T | undefined) & { hint?: string; address?: boolean };

function hinted<T>(parse: (text: string) => T | undefined, hint: string, address = false): HintedParser<T> {
  return Object.assign(parse, { hint, address });
}

const FULL_ADDRESS = 'Use a full https:// address, with no query or fragment.';
const LINK = 'Use a /path on this site or a full https:// address.';

/** `api-base`: http(s), no credentials, query or fragment (see core/validation/url.ts); no trailing slash. */
export const parseApiBase = hinted(
  (text: string): string | undefined => {
    const value = checkUrl(text, API_BASE);
    return value && new URL(value).href.replace(/\/+$/, '');
  },
  FULL_ADDRESS,
  true,
);

/** A link a page author gives: http(s), a `/path` on this site or a `#fragment` (core/validation/url.ts). */
export const parseLinkTarget = hinted((text: string) => checkUrl(text, PAGE_LINK), LINK, true);

/**
 * `media-base`: http(s) or a `/path` (core/validation/url.ts), no query or fragment since file
 * names are appended to it; without its trailing slashes.
 */
export const parseMediaBase = hinted(
  (text: string): string | undefined => {
    const value = checkUrl(text, { schemes: ['https:', 'http:'], rootRelative: true });
    return value && !/[?#]/.test(value) ? value.replace(/\/+$/, '') || undefined : undefined;
  },
  'Use a /path on this site or a full https:// address, with no query.',
  true,
);

export const parseRedirectUri = hinted(
  (text: string) => checkUrl(text, REDIRECT_URI),
  'Use a full https:// address, with no fragment.',
  true,
);

/** Exact origins (scheme, host, port; no path), separated by spaces or commas. */
export const parseOrigins = hinted(origins, 'Use origins alone (scheme, host and port), separated by spaces.');
function origins(text: string): string[] | undefined {
  const items = text.split(/[\s,]+/).filter(Boolean);
  const origins = items.map((item) => {
    try {
      const url = new URL(item);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === item.replace(/\/$/, '')
        ? url.origin
        : undefined;
    } catch {
      return undefined;
    }
  });
  return origins.length > 0 && origins.every(Boolean) ? (origins as string[]) : undefined;
}

export const parseScopes = hinted(scopes, 'Use scopes separated by spaces.');
function scopes(text: string): string[] | undefined {
  const items = text.split(/[\s,]+/).filter(Boolean);
  return items.length > 0 && items.every((item) => SCOPE.test(item)) ? items : undefined;
}

export const parseDuration = hinted(duration, 'Use a whole number of milliseconds from 0 to 10000.');
function duration(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value <= 10000 ? value : undefined;
}
