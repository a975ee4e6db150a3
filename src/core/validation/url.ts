/**
 * One check for every address that comes from outside (attributes, the API, remote copy), so
 * that a link or a call can never be pointed somewhere else by a trick of URL parsing
 * (docs/decisions/0145-addresses-from-outside.md).
 */
export interface UrlRule {
  /** The schemes an absolute address may have; none means no absolute address. */
  schemes: readonly ('https:' | 'http:')[];
  /** A path from the root of this site: `/x`, never `//host` or `/\host`. */
  rootRelative?: boolean;
  /** A `#fragment` of this page. */
  fragment?: boolean;
  /** Whether an absolute address may carry a `?query` / a `#fragment`. */
  query?: boolean;
  hash?: boolean;
}

/** A link a page author gives (e.g. `drinking-check-url`): http(s), `/path` or `#fragment`. */
export const PAGE_LINK: UrlRule = { schemes: ['https:', 'http:'], rootRelative: true, fragment: true, query: true, hash: true };
/** The API's base (`api-base`): http(s), no query or fragment, which every call would break. */
export const API_BASE: UrlRule = { schemes: ['https:', 'http:'] };
/** Where the identity provider sends the person back (`redirect-uri`): no fragment (OAuth 2.0). */
export const REDIRECT_URI: UrlRule = { schemes: ['https:', 'http:'], query: true };
/** A link or image address that the API or remote copy sends: https or `/path` only. */
export const REMOTE_LINK: UrlRule = { schemes: ['https:'], rootRelative: true, query: true, hash: true };

// Whitespace and control characters are dropped or reinterpreted by URL parsers ('/\t/evil' is
// '//evil'); a backslash is a slash in http(s) URLs; line and paragraph separators (U+2028/9),
// other spaces and invisible format characters (zero-width, bidi) hide what an address says, and
// a lone surrogate becomes U+FFFD. None belongs in an address we accept
// (docs/decisions/0293-bounded-input-and-impossible-amounts.md).
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Z}\\]/u;
const MAX_LENGTH = 2000;
const ASCII_SPACE = ' \t\n\f\r';

/** Trims ASCII whitespace only (as HTML does an attribute), so that U+2028 at an end is refused, not dropped. */
function trimAsciiSpace(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && ASCII_SPACE.includes(text[start]!)) start += 1;
  while (end > start && ASCII_SPACE.includes(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/** The address, trimmed, when the rule allows it; undefined otherwise. */
export function checkUrl(text: unknown, rule: UrlRule): string | undefined {
  if (typeof text !== 'string' || text.length > 2 * MAX_LENGTH) return undefined;
  const value = trimAsciiSpace(text);
  if (value === '' || value.length > MAX_LENGTH || UNSAFE.test(value)) return undefined;
  if (value.startsWith('#')) return rule.fragment ? value : undefined;
  // With no whitespace or backslash, one slash then anything but a slash is a path on this
  // site for every URL parser (WHATWG "path-absolute"): it cannot name another host.
  if (value.startsWith('/')) return rule.rootRelative && !value.startsWith('//') ? value : undefined;
  // Written out in full ('https://host'), as the parsed form is what we compare.
  if (!/^https?:\/\/[^/]/i.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (!(rule.schemes as readonly string[]).includes(url.protocol) || !url.hostname) return undefined;
  if (url.username || url.password) return undefined;
  if ((url.search || value.includes('?')) && !rule.query) return undefined;
  if ((url.hash || value.includes('#')) && !rule.hash) return undefined;
  return value;
}
