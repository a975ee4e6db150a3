import { API_BASE, checkUrl, PAGE_LINK, REDIRECT_URI } from '../../core/validation/url';
import { DEFAULT_BRAND, isWidgetModeBrand } from './brand';

export type RoutingMode = 'hash' | 'memory';
/** Drinking Check: which results screen a finished check opens (docs/decisions/0193). */
export type ResultsView = 'full' | 'abridged';

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
  /**
   * Where the calculator's Drinking Check prompt leads when the page has no `<drinking-check>`;
   * without either the prompt is hidden.
   */
  drinkingCheckUrl: string | undefined;
  /** The calculator's fact links (related cards and mobile menu); default: the NHS pages in its copy. */
  unitsInfoUrl: string | undefined;
  caloriesInfoUrl: string | undefined;
  guidelinesInfoUrl: string | undefined;
  /** The app promotion's store pages: it shows only when at least one is set. */
  appStoreUrl: string | undefined;
  playStoreUrl: string | undefined;
  /**
   * `media-base`: where the drink images are (an http(s) URL or a root-relative path, no
   * trailing slash); each drink's image is `<media-base>/<Name>.svg`. Without it the built-in
   * icons show.
   */
  mediaBase: string | undefined;

  /**
   * The shortest time a loading screen shows, in ms: it then stays only while its work is pending
   * (docs/decisions/0150-loaders-wait-for-work.md). Tests set 0, or hold a loader with a long one.
   */
  loaderDuration: number;
  /** Drinking Check: where 'work out your units' leads when the page has no `<unit-calculator>`. */
  unitCalculatorUrl: string | undefined;
  /** Drinking Check: the privacy notice linked by the email form's consents; without it no link shows. */
  privacyUrl: string | undefined;
  /** Drinking Check: the results screen a finished check opens: full, or the abridged one (spec section 2). */
  resultsView: ResultsView;
  /**
   * `parent-origin`: the exact origins of the page or app that embeds the widget, separated by
   * spaces or commas. The first is the target of every message to the parent; messages from
   * the parent are accepted only from one of them. Without it no message is sent or accepted.
   */
  parentOrigin: readonly string[];
  /** `b2c-client-id`: the application (client) id of the widget in the identity provider. */
  signInClientId: string | undefined;
  /** `b2c-tenant`: the identity tenant, e.g. `contoso.onmicrosoft.com`. */
  b2cTenant: string | undefined;
  /** `b2c-signin-policy`: the sign-up/sign-in user flow, e.g. `B2C_1_signupsignin`. */
  b2cSignInPolicy: string | undefined;
  /** `b2c-reset-policy`: the password-reset user flow, e.g. `B2C_1_passwordreset`. */
  b2cResetPolicy: string | undefined;
  /** `b2c-known-authority`: the identity provider's host (and port, if not 443), e.g. `contoso.b2clogin.com`. */
  b2cKnownAuthority: string | undefined;
  /** `b2c-scopes`: API scopes to ask a token for, separated by spaces; default the client id. */
  b2cScopes: readonly string[];
  /** `redirect-uri`: where the identity provider sends the person back; default this page. */
  redirectUri: string | undefined;
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
const POLICY = /^[A-Za-z0-9_-]{1,100}$/;
const HOST_NAME = /^[A-Za-z0-9.-]{1,200}$/;
/** A host with an optional port: an identity provider on a port of its own (a stand-in in tests). */
const HOST_AND_PORT = /^[A-Za-z0-9.-]{1,200}(:[1-9][0-9]{0,4})?$/;
const SCOPE = /^[A-Za-z0-9_.:/-]{1,200}$/;

function parseBoolean(text: string): boolean | undefined {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** `api-base`: http(s), no credentials, query or fragment (see core/validation/url.ts); no trailing slash. */
function parseApiBase(text: string): string | undefined {
  const value = checkUrl(text, API_BASE);
  return value && new URL(value).href.replace(/\/+$/, '');
}

/** A link a page author gives: http(s), a `/path` on this site or a `#fragment` (core/validation/url.ts). */
const parseLinkTarget = (text: string) => checkUrl(text, PAGE_LINK);

/**
 * `media-base`: http(s) or a `/path` (core/validation/url.ts), no query or fragment since file
 * names are appended to it; without its trailing slashes.
 */
function parseMediaBase(text: string): string | undefined {
  const value = checkUrl(text, { schemes: ['https:', 'http:'], rootRelative: true });
  return value && !/[?#]/.test(value) ? value.replace(/\/+$/, '') || undefined : undefined;
}

/** Exact origins (scheme, host, port; no path), separated by spaces or commas. */
function parseOrigins(text: string): string[] | undefined {
  const items = text.split(/[\s,]+/).filter(Boolean);
  const origins = items.map((item) => {
    try {
      const url = new URL(item);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === item.replace(/\/$/, '') ? url.origin : undefined;
    } catch {
      return undefined;
    }
  });
  return origins.length > 0 && origins.every(Boolean) ? (origins as string[]) : undefined;
}

function parseScopes(text: string): string[] | undefined {
  const items = text.split(/[\s,]+/).filter(Boolean);
  return items.length > 0 && items.every((item) => SCOPE.test(item)) ? items : undefined;
}

function parseDuration(text: string): number | undefined {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value <= 10000 ? value : undefined;
}

/** The loaders' minimum: short, yet long enough not to flash (docs/decisions/0150-loaders-wait-for-work.md). */
export const DEFAULT_LOADER_DURATION = 300;

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
  { property: 'apiBase', attribute: 'api-base', kind: 'text', parse: parseApiBase, fallback: undefined },
  { property: 'clientId', attribute: 'client-id', kind: 'text', parse: matching(CLIENT_ID), fallback: undefined },
  {
    property: 'routing',
    attribute: 'routing',
    kind: 'text',
    parse: (text) => (text === 'hash' || text === 'memory' ? text : undefined),
    fallback: 'hash',
  },
  {
    property: 'resultsView',
    attribute: 'results-view',
    kind: 'text',
    parse: (text) => (text === 'full' || text === 'abridged' ? text : undefined),
    fallback: 'full',
  },
  { property: 'drinkingCheckUrl', attribute: 'drinking-check-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'unitsInfoUrl', attribute: 'units-info-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'caloriesInfoUrl', attribute: 'calories-info-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'guidelinesInfoUrl', attribute: 'guidelines-info-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'appStoreUrl', attribute: 'app-store-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'playStoreUrl', attribute: 'play-store-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'unitCalculatorUrl', attribute: 'unit-calculator-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'privacyUrl', attribute: 'privacy-url', kind: 'text', parse: parseLinkTarget, fallback: undefined },
  { property: 'mediaBase', attribute: 'media-base', kind: 'text', parse: parseMediaBase, fallback: undefined },
  { property: 'loaderDuration', attribute: 'loader-duration', kind: 'text', parse: parseDuration, fallback: DEFAULT_LOADER_DURATION },
  { property: 'parentOrigin', attribute: 'parent-origin', kind: 'text', parse: parseOrigins, fallback: [] },
  { property: 'signInClientId', attribute: 'b2c-client-id', kind: 'text', parse: matching(CLIENT_ID), fallback: undefined },
  { property: 'b2cTenant', attribute: 'b2c-tenant', kind: 'text', parse: matching(HOST_NAME), fallback: undefined },
  { property: 'b2cSignInPolicy', attribute: 'b2c-signin-policy', kind: 'text', parse: matching(POLICY), fallback: undefined },
  { property: 'b2cResetPolicy', attribute: 'b2c-reset-policy', kind: 'text', parse: matching(POLICY), fallback: undefined },
  { property: 'b2cKnownAuthority', attribute: 'b2c-known-authority', kind: 'text', parse: matching(HOST_AND_PORT), fallback: undefined },
  { property: 'b2cScopes', attribute: 'b2c-scopes', kind: 'text', parse: parseScopes, fallback: [] },
  { property: 'redirectUri', attribute: 'redirect-uri', kind: 'text', parse: (text) => checkUrl(text, REDIRECT_URI), fallback: undefined },
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
