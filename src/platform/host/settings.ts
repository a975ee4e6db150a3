import { DEFAULT_BRAND, isWidgetModeBrand } from './brand';

export type RoutingMode = 'hash' | 'memory';

/** What a page sets on an element, parsed and checked. */
export interface WidgetSettings {
  brand: string;
  campaign: string;
  embedded: boolean;
  webLogin: boolean;
  contentBlock: boolean;
  gtmId: string | undefined;
  apiBase: string | undefined;
  clientId: string | undefined;
  routing: RoutingMode;
  /** Where the calculator's Drinking Check prompt leads. */
  drinkingCheckUrl: string;
  /** How long a loading screen shows, in ms (the spec's 2650; tests shorten it). */
  loaderDuration: number;
  /** Derived from brand (see brand.ts), not an attribute of its own. */
  widgetMode: boolean;
}

type SettingName = Exclude<keyof WidgetSettings, 'widgetMode'>;

interface SettingRule {
  property: SettingName;
  attribute: string;
  kind: 'boolean' | 'text';
  /** Returns the parsed value, or undefined when the text is malformed. */
  parse: (text: string) => unknown;
  fallback: unknown;
}

const SAFE_TEXT = /^[\p{L}\p{N} _.&'()-]{1,100}$/u;
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const CLIENT_ID = /^[A-Za-z0-9_.-]{1,100}$/;

function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function parseHttpUrl(text: string): string | undefined {
  try {
    const url = new URL(text.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL, a root-relative path or a #fragment: never javascript: and the like. */
function parseLinkTarget(text: string): string | undefined {
  const value = text.trim();
  if (/^(#|\/(?!\/))/.test(value)) return value;
  return parseHttpUrl(value) && value;
}

function parseDuration(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value <= 10000 ? value : undefined;
}

export const DEFAULT_LOADER_DURATION = 2650;

const matching = (pattern: RegExp) => (text: string) => {
  const value = text.trim();
  return pattern.test(value) ? value : undefined;
};

export const SETTING_RULES: readonly SettingRule[] = [
  { property: 'brand', attribute: 'brand', kind: 'text', parse: matching(SAFE_TEXT), fallback: DEFAULT_BRAND },
  { property: 'campaign', attribute: 'campaign', kind: 'text', parse: matching(SAFE_TEXT), fallback: '' },
  { property: 'embedded', attribute: 'embedded', kind: 'boolean', parse: parseBoolean, fallback: false },
  { property: 'webLogin', attribute: 'web-login', kind: 'boolean', parse: parseBoolean, fallback: false },
  { property: 'contentBlock', attribute: 'content-block', kind: 'boolean', parse: parseBoolean, fallback: false },
  { property: 'gtmId', attribute: 'gtm-id', kind: 'text', parse: matching(GTM_ID), fallback: undefined },
  { property: 'apiBase', attribute: 'api-base', kind: 'text', parse: parseHttpUrl, fallback: undefined },
  { property: 'clientId', attribute: 'client-id', kind: 'text', parse: matching(CLIENT_ID), fallback: undefined },
  {
    property: 'routing',
    attribute: 'routing',
    kind: 'text',
    parse: (text) => (text === 'hash' || text === 'memory' ? text : undefined),
    fallback: 'hash',
  },
  { property: 'drinkingCheckUrl', attribute: 'drinking-check-url', kind: 'text', parse: parseLinkTarget, fallback: '#dc=/overview' },
  { property: 'loaderDuration', attribute: 'loader-duration', kind: 'text', parse: parseDuration, fallback: DEFAULT_LOADER_DURATION },
];

export const SETTING_ATTRIBUTES: readonly string[] = SETTING_RULES.map((rule) => rule.attribute);

export interface SettingProblem {
  attribute: string;
  value: string;
}

/**
 * Parses an element's attributes. An absent attribute takes its default silently; a malformed
 * one takes its default and is reported, so the caller can warn once.
 */
export function parseSettings(getAttribute: (name: string) => string | null): {
  settings: WidgetSettings;
  problems: SettingProblem[];
} {
  const values: Record<string, unknown> = {};
  const problems: SettingProblem[] = [];
  for (const rule of SETTING_RULES) {
    const text = getAttribute(rule.attribute);
    const parsed = text === null ? undefined : rule.parse(text);
    if (text !== null && parsed === undefined) problems.push({ attribute: rule.attribute, value: text });
    values[rule.property] = parsed ?? rule.fallback;
  }
  const settings = values as Omit<WidgetSettings, 'widgetMode'>;
  return { settings: { ...settings, widgetMode: isWidgetModeBrand(settings.brand) }, problems };
}
