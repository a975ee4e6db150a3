// `npm run test:umbraco`'s browser test (umbraco/test/*.test.js), run from the repository's root
// after `npm run build` (umbraco/test.mjs runs it): Umbraco 17's backoffice served bundled under
// /umbraco/backoffice/ with its own import map, as a Umbraco site serves it (bundle-backoffice.mjs),
// and the package from cms/umbraco/ under /App_Plugins/, both as files, not rewritten by the test
// server; in the engine ENGINE names.
import { readFileSync } from 'node:fs';
import { launcher } from '../scripts/engines.mjs';
import { enginePlugin } from '../test/browser/engine-plugin.mjs';
import { BUNDLE, backofficeImportMap } from './bundle-backoffice.mjs';

const ENGINE = process.env.ENGINE ?? 'chromium';

/** What a Umbraco site serves as static files: the backoffice, and the package's App_Plugins folder. */
const SERVED = [
  ['/umbraco/backoffice/', `${BUNDLE}/`],
  ['/App_Plugins/', 'cms/umbraco/App_Plugins/'],
];

function umbracoFiles(context, next) {
  const served = SERVED.find(([prefix]) => context.path.startsWith(prefix));
  if (!served) return next();
  const file = served[1] + decodeURIComponent(context.path.slice(served[0].length));
  try {
    context.body = readFileSync(file);
    context.type = file.endsWith('.json') ? 'application/json' : file.endsWith('.css') ? 'text/css' : 'text/javascript';
  } catch {
    // The rich-text editor links Umbraco's content stylesheet, which the published modules lack.
    if (!context.path.endsWith('/rte-content.css')) context.status = 404;
    else [context.body, context.type] = ['', 'text/css'];
  }
  return undefined;
}

/**
 * The backoffice's import map, first in the test page's head: before the scripts the test runner
 * adds there, since Firefox and WebKit take no import map after a module script has started.
 */
async function importMapFirst(context, next) {
  await next();
  if (!context.response.is('html') || context.body == null || typeof context.body.pipe === 'function') return;
  const map = `<script type="importmap">${JSON.stringify(backofficeImportMap())}</script>`;
  context.body = String(context.body).replace(/<head>/, `<head>${map}`);
}

/** The tests' own `@umbraco-cms/backoffice/*` imports are left to the page's import map, as the package's are. */
const backofficeByImportMap = {
  name: 'backoffice-by-import-map',
  resolveImport: ({ source }) => (source.startsWith('@umbraco-cms/backoffice/') ? source : undefined),
};

export default {
  files: ['umbraco/test/**/*.test.js'],
  nodeResolve: true,
  middleware: [importMapFirst, umbracoFiles],
  plugins: [backofficeByImportMap, enginePlugin()],
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html lang="en"><head></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  concurrency: 1,
  // Firefox and WebKit start slowly on a busy 2-core machine.
  browserStartTimeout: 120000,
  browsers: [await launcher(ENGINE)],
  testFramework: { config: { timeout: 120000 } },
  testsFinishTimeout: 300000,
};
