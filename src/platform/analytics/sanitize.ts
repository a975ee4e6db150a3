import type { AnalyticsParams } from '../services';

/** GA4 event and parameter names: a letter, then letters, digits and underscores, at most 40. */
const GA4_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** Parameters that could carry something personal are never pushed, whatever their value. */
const FORBIDDEN_PARAMS = /name|email|postcode|token|password|phone|address|text|comment|feedback|message|dob|birth/i;

/** Names that look personal but hold an identifier the widget itself sets (a route's name), never typed text. */
const IDENTIFIER_PARAMS: readonly string[] = ['route_name'];

const EMAIL = /@/;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/i;
const JWT = /^[\w-]+\.[\w-]+\.[\w-]*$/;
/** A fixed identifier (route path, panel name, level key), not free text. */
const SAFE_STRING = /^[\w ./#:-]{0,100}$/;

export function toEventName(name: string): string | undefined {
  if (GA4_NAME.test(name)) return name;
  const fixed = name
    .replace(/[^A-Za-z0-9_]+/g, '_')
    .replace(/^[^A-Za-z]+/, '')
    .slice(0, 40);
  return GA4_NAME.test(fixed) ? fixed : undefined;
}

export function isSafeValue(value: unknown): value is string | number | boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (typeof value !== 'string') return false;
  return SAFE_STRING.test(value) && !EMAIL.test(value) && !UK_POSTCODE.test(value) && !JWT.test(value);
}

/** Keeps only numbers, booleans and short identifiers under GA4-valid, non-personal names. */
export function sanitizeParams(params: AnalyticsParams = {}): Record<string, string | number | boolean> {
  const safe: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (!GA4_NAME.test(key) || (FORBIDDEN_PARAMS.test(key) && !IDENTIFIER_PARAMS.includes(key)) || key === 'event') continue;
    if (isSafeValue(value)) safe[key] = value;
  }
  return safe;
}
