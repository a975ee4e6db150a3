/**
 * The elements' attributes: the one table of the public surface. ATTRIBUTE_RULES is what the
 * element parses (bundled); ATTRIBUTE_DOCS is what hosts read (never bundled: the build writes it
 * into widget-attributes.generated.ts, custom-elements.json and dist-readme.md, and
 * test/unit/platform-host/public-surface.test.ts fails when any of them disagrees).
 * docs/how-to/add-an-attribute.md says how to add one.
 */
import { DEFAULT_BRAND, PARTNER_WIDGET_MODE_BRAND, WIDGET_MODE_BRAND } from './brand';
import {
  oneOf,
  parseApiBase,
  parseBoolean,
  parseClientId,
  parseDuration,
  parseGtmId,
  parseHeadingLevel,
  parseHostAndPort,
  parseHostName,
  parseLinkTarget,
  parseMediaBase,
  parseOrigins,
  parsePolicy,
  parseRedirectUri,
  parseSafeText,
  parseScopes,
} from './setting-parsers';
import type { WidgetSettingProperties } from './widget-attributes.generated';

export type SettingName = keyof WidgetSettingProperties;

interface AttributeRule<P extends SettingName> {
  attribute: string;
  kind: 'boolean' | 'text';
  /** The parsed value, or undefined when the text is malformed. */
  parse: (text: string) => WidgetSettingProperties[P] | undefined;
  fallback: WidgetSettingProperties[P];
}

/** The loaders' minimum: short, yet long enough not to flash (docs/decisions/0150-loaders-wait-for-work.md). */
export const DEFAULT_LOADER_DURATION = 300;

const text = 'text' as const;
const boolean = { kind: 'boolean', parse: parseBoolean, fallback: false } as const;
const link = { kind: text, parse: parseLinkTarget, fallback: undefined } as const;

/** In the order the docs list them. */
export const ATTRIBUTE_RULES = {
  brand: { attribute: 'brand', kind: text, parse: parseSafeText, fallback: DEFAULT_BRAND },
  campaign: { attribute: 'campaign', kind: text, parse: parseSafeText, fallback: '' },
  embedded: { attribute: 'embedded', ...boolean },
  webLogin: { attribute: 'web-login', ...boolean },
  contentBlock: { attribute: 'content-block', ...boolean },
  gtmId: { attribute: 'gtm-id', kind: text, parse: parseGtmId, fallback: undefined },
  apiBase: { attribute: 'api-base', kind: text, parse: parseApiBase, fallback: undefined },
  clientId: { attribute: 'client-id', kind: text, parse: parseClientId, fallback: undefined },
  routing: { attribute: 'routing', kind: text, parse: oneOf('hash', 'memory'), fallback: 'hash' },
  drinkingCheckUrl: { attribute: 'drinking-check-url', ...link },
  unitsInfoUrl: { attribute: 'units-info-url', ...link },
  caloriesInfoUrl: { attribute: 'calories-info-url', ...link },
  guidelinesInfoUrl: { attribute: 'guidelines-info-url', ...link },
  appStoreUrl: { attribute: 'app-store-url', ...link },
  playStoreUrl: { attribute: 'play-store-url', ...link },
  mediaBase: { attribute: 'media-base', kind: text, parse: parseMediaBase, fallback: undefined },
  unitCalculatorUrl: { attribute: 'unit-calculator-url', ...link },
  privacyUrl: { attribute: 'privacy-url', ...link },
  resultsView: { attribute: 'results-view', kind: text, parse: oneOf('full', 'abridged'), fallback: 'full' },
  resultScreen: { attribute: 'result-screen', kind: text, parse: oneOf('widget', 'app'), fallback: 'widget' },
  loaderDuration: { attribute: 'loader-duration', kind: text, parse: parseDuration, fallback: DEFAULT_LOADER_DURATION },
  headingLevel: { attribute: 'heading-level', kind: text, parse: parseHeadingLevel, fallback: 1 },
  parentOrigin: { attribute: 'parent-origin', kind: text, parse: parseOrigins, fallback: [] },
  signInClientId: { attribute: 'b2c-client-id', kind: text, parse: parseClientId, fallback: undefined },
  b2cTenant: { attribute: 'b2c-tenant', kind: text, parse: parseHostName, fallback: undefined },
  b2cSignInPolicy: { attribute: 'b2c-signin-policy', kind: text, parse: parsePolicy, fallback: undefined },
  b2cResetPolicy: { attribute: 'b2c-reset-policy', kind: text, parse: parsePolicy, fallback: undefined },
  b2cKnownAuthority: { attribute: 'b2c-known-authority', kind: text, parse: parseHostAndPort, fallback: undefined },
  b2cScopes: { attribute: 'b2c-scopes', kind: text, parse: parseScopes, fallback: [] },
  redirectUri: { attribute: 'redirect-uri', kind: text, parse: parseRedirectUri, fallback: undefined },
} as const satisfies { [P in SettingName]: AttributeRule<P> };

export type AttributeName = (typeof ATTRIBUTE_RULES)[SettingName]['attribute'];

/** The longest address any attribute takes: a URL, or a list of origins or scopes. */
const ADDRESS_LENGTH = 2000;
/** A yes or no, or a word from a list: longer than any value it takes. */
const WORD_LENGTH = 20;

/**
 * The most characters each attribute's value may have, as written (before it is mended or
 * parsed): a longer one is refused with a finding and the default used, at once, whatever it
 * holds (docs/decisions/0292-every-attribute-has-a-length-limit.md). The guide's table states each.
 */
export const ATTRIBUTE_MAX_LENGTH: { readonly [P in SettingName]: number } = {
  brand: 100,
  campaign: 100,
  embedded: WORD_LENGTH,
  webLogin: WORD_LENGTH,
  contentBlock: WORD_LENGTH,
  gtmId: WORD_LENGTH,
  apiBase: ADDRESS_LENGTH,
  clientId: 100,
  routing: WORD_LENGTH,
  drinkingCheckUrl: ADDRESS_LENGTH,
  unitsInfoUrl: ADDRESS_LENGTH,
  caloriesInfoUrl: ADDRESS_LENGTH,
  guidelinesInfoUrl: ADDRESS_LENGTH,
  appStoreUrl: ADDRESS_LENGTH,
  playStoreUrl: ADDRESS_LENGTH,
  mediaBase: ADDRESS_LENGTH,
  unitCalculatorUrl: ADDRESS_LENGTH,
  privacyUrl: ADDRESS_LENGTH,
  resultsView: WORD_LENGTH,
  resultScreen: WORD_LENGTH,
  loaderDuration: WORD_LENGTH,
  headingLevel: WORD_LENGTH,
  parentOrigin: ADDRESS_LENGTH,
  signInClientId: 100,
  b2cTenant: 200,
  b2cSignInPolicy: 100,
  b2cResetPolicy: 100,
  b2cKnownAuthority: 206,
  b2cScopes: ADDRESS_LENGTH,
  redirectUri: ADDRESS_LENGTH,
};

export interface AttributeDoc {
  /** Which element reads it; absent: both. */
  widget?: 'drinking-check' | 'unit-calculator';
  /** The attribute's type as TypeScript writes it, for text attributes; default `string`. */
  type?: string;
  /** Markdown, for the docs' table. */
  values: string;
  default: string;
  description: string;
}

const LINK = '`/path` or http(s) URL';

export const ATTRIBUTE_DOCS: { [P in SettingName]: AttributeDoc } = {
  brand: {
    values: "letters, digits, spaces and `_.&'()-`",
    default: '`alcohol-awareness`',
    description: 'who shows the tool; sent with saved results and analytics. Two values put it in [widget mode](#widget-mode)',
  },
  campaign: { values: 'as brand', default: 'empty', description: 'campaign name, sent with saved results and analytics' },
  embedded: {
    values: 'boolean',
    default: 'off',
    description: "shown inside a mobile app's WebView (see [In a mobile app](#in-a-mobile-app))",
  },
  webLogin: { values: 'boolean', default: 'off', description: "offer sign-in on the charity's own site" },
  contentBlock: { values: 'boolean', default: 'off', description: 'shown as a block within a CMS page: no banner or headers' },
  gtmId: { values: '`GTM-XXXXXX`', default: 'none', description: 'the tag-manager container for analytics' },
  apiBase: {
    values: 'absolute http(s) URL, with no user, password, query or fragment',
    default: 'none',
    description: 'the charity API; without it the widget uses its built-in copy and drinks data',
  },
  clientId: { values: 'letters, digits, `_.-`', default: 'none', description: 'sent as the `ClientID` header' },
  routing: {
    type: "'hash' | 'memory'",
    values: '`hash`, `memory`',
    default: '`hash`',
    description: '`hash` keeps the screen in the URL (Back and reload work); `memory` leaves the URL alone',
  },
  drinkingCheckUrl: {
    widget: 'unit-calculator',
    values: LINK,
    default: 'none',
    description:
      "where its 'Take the Drinking Check' prompt leads when the page has no `<drinking-check>` (with one on the page, the prompt brings that one into view); with neither, the prompt is hidden",
  },
  unitsInfoUrl: {
    widget: 'unit-calculator',
    values: LINK,
    default: 'the NHS page on units',
    description: "the 'What is an alcohol unit?' link (related information and the mobile menu)",
  },
  caloriesInfoUrl: {
    widget: 'unit-calculator',
    values: LINK,
    default: 'the NHS page on calories in alcohol',
    description: "the 'More about calories in alcohol' link",
  },
  guidelinesInfoUrl: {
    widget: 'unit-calculator',
    values: LINK,
    default: 'the NHS page on the risks of drinking',
    description: "the 'The low-risk drinking guidelines' link",
  },
  appStoreUrl: {
    widget: 'unit-calculator',
    values: LINK,
    default: 'none',
    description: "the app's App Store page; the app promotion shows only when this or `play-store-url` is set",
  },
  playStoreUrl: { widget: 'unit-calculator', values: LINK, default: 'none', description: "the app's Google Play page" },
  mediaBase: {
    widget: 'unit-calculator',
    values: '`/path` or http(s) URL, no query',
    default: 'none (built-in icons)',
    description:
      'where the drink images are; each is `<media-base>/<Name>.svg` (`Beer.svg`, `Wine.svg`, `Spirits.svg`, `Cider.svg`, `Alcopops.svg`, or the names the API gives). An image that does not load is replaced by the built-in icon',
  },
  unitCalculatorUrl: {
    widget: 'drinking-check',
    values: LINK,
    default: 'none',
    description:
      "where the results' 'Work out your units exactly in the unit calculator' leads when the page has no `<unit-calculator>` (with one on the page, it brings that one into view); with neither, it is hidden",
  },
  privacyUrl: {
    widget: 'drinking-check',
    values: LINK,
    default: 'none',
    description:
      'your privacy notice, linked beside the consents of the results email form (opens in a new tab). Set it if you offer that form: the notice must be yours, so there is no default, and without it no link shows',
  },
  resultsView: {
    widget: 'drinking-check',
    type: "'full' | 'abridged'",
    values: '`full`, `abridged`',
    default: '`full`',
    description:
      "the results screen a finished check opens. `abridged` is the short screen of spec section 2 (the risk heading and badge, a subtitle, three advice cards, 'Redo assessment' and 'View full results'), under `/overview/results-abridged-…` by score; 'View full results' opens the full one",
  },
  resultScreen: {
    widget: 'drinking-check',
    type: "'widget' | 'app'",
    values: '`widget`, `app`',
    default: '`widget`',
    description:
      "in an app (`embedded`), who shows the result when the check ends. `widget`: the widget, in place: the heading, the badge and the score, 'See your full results and advice' and, for higher risk and possible dependence, 'Get support now' with Drinkline's number to tap and call. `app`: your app shows its own result screen when it hears `result`, and the widget only the heading, the badge and the score (see [When the check ends](#when-the-check-ends))",
  },
  loaderDuration: {
    type: 'string | number',
    values: 'whole milliseconds 0-10000',
    default: '`300`',
    description:
      "the shortest time a loading screen shows, so that it does not flash; it stays longer only while its work is pending (the steps' or results' code still arriving, the save of the score, at most 2 s). `0` lets a loader go as soon as its work is done",
  },
  headingLevel: {
    type: 'string | number',
    values: 'whole number 1-6',
    default: '`1`',
    description:
      "the level of each screen's heading; the widget's other headings follow one level below it (at most 6). On a page that has its own `<h1>` (an article), set `2`, so that the widget's headings sit under the page's ([heading levels](#heading-levels))",
  },
  parentOrigin: {
    values: 'exact origins, space-separated',
    default: 'none',
    description:
      "embedded in a frame of your app's page: the page allowed to talk to the widget; the first is where messages go (never `*`), and messages are taken only from these origins, sent by the parent window. Not used when your app's WebView loads the widget's page itself (see [In a mobile app](#in-a-mobile-app))",
  },
  signInClientId: {
    values: 'letters, digits, `_.-`',
    default: 'none',
    description: 'web sign-in: the application id at the identity provider',
  },
  b2cTenant: {
    values: 'host name',
    default: 'none',
    description: "web sign-in: the identity provider's tenant, e.g. `contoso.onmicrosoft.com`",
  },
  b2cSignInPolicy: {
    values: 'policy name',
    default: 'none',
    description: 'web sign-in: the sign-up / sign-in policy, e.g. `B2C_1_signupsignin`',
  },
  b2cResetPolicy: {
    values: 'policy name',
    default: 'none',
    description: 'web sign-in: the password-reset policy, e.g. `B2C_1_passwordreset`',
  },
  b2cKnownAuthority: {
    values: 'host name, with `:port` if not 443',
    default: 'none',
    description: "web sign-in: the identity provider's host, e.g. `contoso.b2clogin.com`",
  },
  b2cScopes: {
    values: 'space-separated scopes',
    default: 'the client id',
    description: 'web sign-in: the API scopes to ask for',
  },
  redirectUri: {
    values: 'absolute http(s) URL, with no user, password or fragment',
    default: 'this page',
    description: 'web sign-in: where the identity provider sends the person back',
  },
};

/**
 * Values a page may set other than the default, each read as a setting that is not the default
 * (never bundled). The build renders each widget's first screen with each, one attribute at a
 * time, to find the attributes that change it (scripts/prerender-plugin.mjs), and the tests set
 * them. A new attribute needs its examples here: every kind of value that changes what it does.
 */
export const ATTRIBUTE_EXAMPLES: { [P in SettingName]: readonly string[] } = {
  brand: ['Partner & Co', WIDGET_MODE_BRAND, PARTNER_WIDGET_MODE_BRAND],
  campaign: ['spring'],
  embedded: [''],
  webLogin: [''],
  contentBlock: [''],
  gtmId: ['GTM-ABC1234'],
  apiBase: ['https://api.example.org'],
  clientId: ['site-1'],
  routing: ['memory'],
  drinkingCheckUrl: ['https://example.org/check', '/check'],
  unitsInfoUrl: ['https://example.org/units', '/units'],
  caloriesInfoUrl: ['https://example.org/calories'],
  guidelinesInfoUrl: ['https://example.org/guidelines'],
  appStoreUrl: ['https://example.org/app-store'],
  playStoreUrl: ['https://example.org/play'],
  mediaBase: ['https://media.example.org/'],
  unitCalculatorUrl: ['https://example.org/calculator'],
  privacyUrl: ['https://example.org/privacy'],
  resultsView: ['abridged'],
  resultScreen: ['app'],
  loaderDuration: ['0', '2000'],
  headingLevel: ['2', '6'],
  parentOrigin: ['https://app.example.org', 'https://app.example.org https://other.example.org'],
  signInClientId: ['5ab1e0c1-0000-4000-8000-5ab1e0c10000'],
  b2cTenant: ['contoso.onmicrosoft.com'],
  b2cSignInPolicy: ['B2C_1_susi'],
  b2cResetPolicy: ['B2C_1_reset'],
  b2cKnownAuthority: ['login.example.org', 'login.example.org:8443'],
  b2cScopes: ['https://contoso.onmicrosoft.com/api/read'],
  redirectUri: ['https://example.org/signed-in'],
};
