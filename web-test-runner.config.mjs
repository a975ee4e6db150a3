import { defaultReporter } from '@web/test-runner';
import { launcher } from './scripts/engines.mjs';
import { timingReporter } from './test/browser/timing-reporter.mjs';
import { devtoolsPlugin } from './test/browser/devtools-plugin.mjs';
import { noncePolicy, strictPolicy } from './test/browser/csp-policy.mjs';
import { fakeApiPlugin } from './test/browser/fake-api-plugin.mjs';
import { identityProviderPlugin } from './test/browser/identity-provider-plugin.mjs';
import { enginePlugin } from './test/browser/engine-plugin.mjs';
import { browserTestFiles } from './test/browser/engine-files.mjs';
import { firstScreenServer } from './test/browser/first-screen-plugin.mjs';

/** One engine a run (scripts/browser-tests.mjs runs each in turn): ENGINE=chromium|firefox|webkit. */
const ENGINE = process.env.ENGINE ?? 'chromium';

const CSP_PAGE = '/test/browser/fixtures/csp.html';
const CSP_BLOCKED_PAGE = '/test/browser/fixtures/csp-blocked.html';
const CSP_CLASSIC_PAGE = '/test/browser/fixtures/csp-classic.html';

/** An article from the stand-in content search: its image is a path on the page's own site. */
const ARTICLE = {
  Content: 'Binge drinking: the facts',
  Url: '/test/browser/fixtures/csp.html#article',
  MetaDescription: 'What a binge does',
  ImageUrl: '/test/browser/fixtures/article-image.svg',
  ReadTime: 4,
};

/**
 * For test/browser/csp.test.js: its page is served with the policy dist-readme.md documents
 * (every directive the widgets need, nothing else allowed), and a stand-in API answers under
 * /csp-api/ on the other loopback name (another origin, allowed in connect-src). The
 * csp-blocked page leaves that origin out of connect-src.
 */
function strictCspPage(context, next) {
  const [hostname, port] = context.host.split(':');
  if (context.path.startsWith('/csp-api/')) {
    context.set('Access-Control-Allow-Origin', context.get('Origin') || '*');
    context.set('Access-Control-Allow-Headers', context.get('Access-Control-Request-Headers') || '*');
    if (context.method === 'OPTIONS' || (context.method === 'POST' && !context.path.endsWith('/dictionary')))
      context.status = 204;
    else if (context.path === '/csp-api/search/v1/') context.body = { value: [ARTICLE] };
    else context.body = []; // an empty dictionary or list: the widgets keep their built-in copy and drinks
    return undefined;
  }
  const api = `${context.protocol}://${hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${port}`;
  if (context.path === CSP_PAGE || context.path === CSP_BLOCKED_PAGE) {
    context.set('Content-Security-Policy', strictPolicy(context.path === CSP_PAGE ? api : undefined));
  }
  if (context.path === CSP_CLASSIC_PAGE) context.set('Content-Security-Policy', noncePolicy(api));
  return next();
}

/**
 * For test/browser/later-screen-missing.test.js: dist/ again under /later-missing/, where the files
 * whose path contains one of the given texts answer 404 (`/later-missing/missing?<text>|<text>`;
 * nothing for none).
 */
let missingTexts = [];
function laterScreensMissing(context, next) {
  if (!context.path.startsWith('/later-missing/')) return next();
  if (context.path === '/later-missing/missing') {
    missingTexts = decodeURIComponent(context.querystring).split('|').filter(Boolean);
    context.status = 204;
    return undefined;
  }
  if (missingTexts.some((text) => context.path.includes(text))) {
    context.status = 404;
    return undefined;
  }
  context.url = context.url.replace('/later-missing/', '/dist/');
  return next();
}

/**
 * `ckeditor5` is CKEditor's browser build, one file, as a page loads it from CKEditor's CDN by an
 * import map: the CMS kit (cms/ckeditor5.js) and test/browser/fixtures/cms/editors.js then share
 * one copy, and the test page loads one file rather than CKEditor's hundreds of modules.
 */
const ckeditorBrowserBuild = {
  name: 'ckeditor5-browser-build',
  resolveImport: ({ source }) => (source === 'ckeditor5' ? '/node_modules/ckeditor5/dist/browser/ckeditor5.js' : undefined),
};

/** Umbraco 13 serves a package's files from /App_Plugins/: the guide's lines name the plugin there (cms/). */
function umbracoAppPlugins(context, next) {
  const prefix = '/App_Plugins/AlcoholAwarenessWidgets/';
  if (context.path.startsWith(prefix)) context.url = context.url.replace(prefix, '/cms/');
  return next();
}

const firstScreen = firstScreenServer();

// Browser tests run against the built dist/ (run `npm run build` first; `npm test` does), in the
// engine ENGINE names (docs/testing-in-three-engines.md).
export default {
  files: browserTestFiles(ENGINE),
  nodeResolve: true,
  middleware: [strictCspPage, laterScreensMissing, firstScreen.middleware, umbracoAppPlugins],
  plugins: [
    ckeditorBrowserBuild,
    enginePlugin(),
    devtoolsPlugin(),
    fakeApiPlugin(),
    identityProviderPlugin(),
    firstScreen.plugin,
  ],
  concurrency: 1,
  reporters: [defaultReporter(), timingReporter({ suite: 'browser', engine: process.env.ENGINE ?? 'chromium' })],
  browsers: [await launcher(ENGINE)],
  // Firefox and WebKit beside Chromium on two cores take up to twice as long over a keyboard journey.
  testFramework: { config: { timeout: ENGINE === 'chromium' ? 20000 : 40000 } },
  testsFinishTimeout: 300000,
};
