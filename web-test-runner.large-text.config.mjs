// The host matrix again in Firefox and WebKit started with the reader's text at 200% (a 32 px
// default text size: Firefox's font.size.variable preferences, MiniBrowser's default-font-size
// setting), measuring its text-size rows only. Chromium needs no second run: it sets its text size
// over DevTools within the ordinary run (test/browser/text-size.js, docs/testing-in-three-engines.md).
//   node scripts/browser-tests.mjs web-test-runner.large-text.config.mjs --engines=firefox,webkit
import { launcher } from './scripts/engines.mjs';
import { devtoolsPlugin } from './test/browser/devtools-plugin.mjs';
import { enginePlugin } from './test/browser/engine-plugin.mjs';

const ENGINE = process.env.ENGINE ?? 'firefox';

export default {
  files: ['test/browser/text-size-started.check.js', 'test/browser/host-matrix.test.js'],
  nodeResolve: true,
  plugins: [enginePlugin(), devtoolsPlugin()],
  concurrency: 1,
  browsers: [await launcher(ENGINE, { textPx: 32 })],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 300000,
};
