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

export const parseSafeText = matching(SAFE_TEXT);
export const parseGtmId = matching(GTM_ID);
export const parseClientId = matching(CLIENT_ID);
export const parsePolicy = matching(POLICY);
export const parseHostName = matching(HOST_NAME);
export const parseHostAndPort = matching(HOST_AND_PORT);

/**
 * An enumerated value, matched as HTML matches its own (`type="Checkbox"`): trimmed and
 * ASCII-case-insensitive (docs/decisions/0231-what-editors-do-to-attributes.md).
 */
export const oneOf = <T extends string>(...values: readonly T[]) =>
  Object.assign((text: string): T | undefined => values.find((value) => value === text.trim().toLowerCase()), { values });

export function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** `api-base`: http(s), no credentials, query or fragment (see core/validation/url.ts); no trailing slash. */
export function parseApiBase(text: string): string | undefined {
  const value = checkUrl(text, API_BASE);
  return value && new URL(value).href.replace(/\/+$/, '');
}

/** A link a page author gives: http(s), a `/path` on this site or a `#fragment` (core/validation/url.ts). */
export const parseLinkTarget = (text: string) => checkUrl(text, PAGE_LINK);

/**
 * `media-base`: http(s) or a `/path` (core/validation/url.ts), no query or fragment since file
 * names are appended to it; without its trailing slashes.
 */
export function parseMediaBase(text: string): string | undefined {
  const value = checkUrl(text, { schemes: ['https:', 'http:'], rootRelative: true });
  return value && !/[?#]/.test(value) ? value.replace(/\/+$/, '') || undefined : undefined;
}

export const parseRedirectUri = (text: string) => checkUrl(text, REDIRECT_URI);

/** Exact origins (scheme, host, port; no path), separated by spaces or commas. */
export function parseOrigins(text: string): string[] | undefined {
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

export function parseScopes(text: string): string[] | undefined {
  const items = text.split(/[\s,]+/).filter(Boolean);
  return items.length > 0 && items.every((item) => SCOPE.test(item)) ? items : undefined;
}

export function parseDuration(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value <= 10000 ? value : undefined;
}

/** `heading-level`: the level of a screen's heading, a whole number from 1 to 6. */
export function parseHeadingLevel(text: string): number | undefined {
  const value = text.trim();
  return /^[1-6]$/.test(value) ? Number(value) : undefined;
}
