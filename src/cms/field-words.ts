/**
 * How the CMS kits' card and form name each attribute of the table (src/platform/host/attribute-table.ts)
 * for a CMS editor: a label, a line of help, who sets it (`developer`: out of the way, in the
 * form's "For developers" part), and for a value from a list, each value in words. Keyed by the
 * table's properties, so a new attribute fails the type check until it has its words here
 * (docs/decisions/0271-a-card-and-a-form-from-the-attribute-table.md).
 */
import type { SettingName } from '../platform/host/attribute-table';

export interface FieldWords {
  label: string;
  help: string;
  audience: 'editor' | 'developer';
  /** Each value of a list in words, in the order the form offers them (the default first). */
  choices?: Readonly<Record<string, string>>;
}

const LINK = 'A /path on this site or a full https:// address.';

export const FIELD_WORDS: { readonly [P in SettingName]: FieldWords } = {
  brand: {
    label: 'Brand',
    help: "Who shows the tool; it goes with saved results and analytics. Leave it empty on the charity's own pages. alcohol-awareness-widget (or alcohol-awareness-partner-widget) shows it as the charity's tool on a partner's page.",
    audience: 'editor',
  },
  campaign: {
    label: 'Campaign',
    help: 'A campaign name, sent with saved results and analytics, e.g. dry-january. Letters, digits, spaces and _.&\'()- only.',
    audience: 'editor',
  },
  contentBlock: {
    label: 'Show as a block within the page',
    help: 'Leaves out the banner and headers, for a tool placed between paragraphs of an article.',
    audience: 'editor',
  },
  resultsView: {
    label: 'Results screen',
    help: 'Which results screen a finished check opens first.',
    audience: 'editor',
    choices: { full: 'The full results (the usual)', abridged: 'A short summary, with a link to the full results' },
  },
  unitCalculatorUrl: {
    label: 'Unit calculator page',
    help: `Where "Work out your units" leads when this page has no unit calculator. ${LINK}`,
    audience: 'editor',
  },
  privacyUrl: {
    label: 'Privacy notice',
    help: `Your privacy notice, linked beside the results email form. Without it, no link shows. ${LINK}`,
    audience: 'editor',
  },
  headingLevel: {
    label: 'Heading level',
    help: "The level of the tool's screen headings. On a page with its own main heading (an article), choose 2, so that the tool's headings sit under the page's.",
    audience: 'editor',
    choices: {
      '1': '1: the tool is the page (the usual)',
      '2': "2: under the page's own main heading",
      '3': '3',
      '4': '4',
      '5': '5',
      '6': '6',
    },
  },
  drinkingCheckUrl: {
    label: 'Drinking Check page',
    help: `Where "Take the Drinking Check" leads when this page has no Drinking Check; with neither, the prompt is hidden. ${LINK}`,
    audience: 'editor',
  },
  unitsInfoUrl: {
    label: 'Page about units',
    help: `The "What is an alcohol unit?" link. Leave empty for the NHS page. ${LINK}`,
    audience: 'editor',
  },
  caloriesInfoUrl: {
    label: 'Page about calories',
    help: `The "More about calories in alcohol" link. Leave empty for the NHS page. ${LINK}`,
    audience: 'editor',
  },
  guidelinesInfoUrl: {
    label: 'Page about the low-risk guidelines',
    help: `The "The low-risk drinking guidelines" link. Leave empty for the NHS page. ${LINK}`,
    audience: 'editor',
  },
  appStoreUrl: {
    label: "The app's App Store page",
    help: `The app promotion shows only when this or the Google Play page is set. ${LINK}`,
    audience: 'editor',
  },
  playStoreUrl: {
    label: "The app's Google Play page",
    help: `The app promotion shows only when this or the App Store page is set. ${LINK}`,
    audience: 'editor',
  },
  embedded: {
    label: "Inside a mobile app's WebView",
    help: 'Only for the page a mobile app shows; set the app page\'s origin below too.',
    audience: 'developer',
  },
  webLogin: {
    label: "Offer sign-in on the charity's site",
    help: 'Needs the sign-in settings below.',
    audience: 'developer',
  },
  gtmId: { label: 'Tag Manager container', help: 'For analytics, e.g. GTM-AB12CD.', audience: 'developer' },
  apiBase: {
    label: 'API address',
    help: "The charity API's https:// address. Without it the tool uses its built-in copy and drinks data.",
    audience: 'developer',
  },
  clientId: { label: 'Client id', help: 'Sent to the API as the ClientID header.', audience: 'developer' },
  routing: {
    label: 'Page address',
    help: 'Whether the screen the person is on is kept in the page address.',
    audience: 'developer',
    choices: {
      hash: 'Kept in the address, so Back and reload work (the usual)',
      memory: 'Left alone (for a page that uses its address itself)',
    },
  },
  mediaBase: {
    label: 'Drink images folder',
    help: 'Where the drink images are (Beer.svg, Wine.svg…). A /path or a full https:// address, with no query.',
    audience: 'developer',
  },
  resultScreen: {
    label: 'Who shows the result in an app',
    help: 'Only with "Inside a mobile app".',
    audience: 'developer',
    choices: { widget: 'The tool, in place (the usual)', app: "The app's own result screen" },
  },
  loaderDuration: {
    label: 'Shortest loading screen',
    help: 'Whole milliseconds from 0 to 10000; 300 when empty.',
    audience: 'developer',
  },
  parentOrigin: {
    label: 'App page origins',
    help: 'The exact origins allowed to talk to the tool inside an app, separated by spaces.',
    audience: 'developer',
  },
  signInClientId: { label: 'Sign-in application id', help: 'The application id at the identity provider.', audience: 'developer' },
  b2cTenant: { label: 'Sign-in tenant', help: 'e.g. contoso.onmicrosoft.com.', audience: 'developer' },
  b2cSignInPolicy: { label: 'Sign-in policy', help: 'e.g. B2C_1_signupsignin.', audience: 'developer' },
  b2cResetPolicy: { label: 'Password-reset policy', help: 'e.g. B2C_1_passwordreset.', audience: 'developer' },
  b2cKnownAuthority: {
    label: "Identity provider's host",
    help: 'e.g. contoso.b2clogin.com, with :port if not 443.',
    audience: 'developer',
  },
  b2cScopes: { label: 'Sign-in scopes', help: 'The API scopes to ask for, separated by spaces.', audience: 'developer' },
  redirectUri: {
    label: 'Sign-in return address',
    help: 'Where the identity provider sends the person back; this page when empty.',
    audience: 'developer',
  },
};
