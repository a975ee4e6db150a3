// The host matrix again in Firefox and WebKit started with the reader's text at 200% (a 32 px
// default text size: Firefox's font.size.variable preferences, MiniBrowser's default-font-size
// setting), measuring its text-size rows only, the first screen drawn before React at that size
// in a 320 px window, and the demo pages in the same window. Chromium needs no second run: it sets
// its text size over DevTools within the ordinary run (test/browser/text-size.js,
// docs/testing-in-three-engines.md).
//   node scripts/browser-tests.mjs web-test-runner.large-text.config.mjs --engines=firefox,webkit
import { defaultReporter } from '@web/test-runner';
import { launcher } from './scripts/engines.mjs';
import { devtoolsPlugin } from './test/browser/devtools-plugin.mjs';
import { enginePlugin } from './test/browser/engine-plugin.mjs';
import { firstScreenServer } from './test/browser/first-screen-plugin.mjs';
import { timingReporter } from './test/browser/timing-reporter.mjs';

const ENGINE = process.env.ENGINE ?? 'firefox';
const firstScreen = firstScreenServer();

export default {
  files: [
    'test/browser/text-size-started.check.js',
    'test/browser/host-matrix.test.js',
    'test/browser/first-screen-large-text.test.js',
    'test/browser/demo-pages-large-text.test.js',
  ],
  nodeResolve: true,
  middleware: [firstScreen.middleware],
  plugins: [enginePlugin(), devtoolsPlugin(), firstScreen.plugin],
  concurrency: 1,
  reporters: [defaultReporter(), timingReporter({ suite: 'large-text', engine: ENGINE })],
  browsers: [await launcher(ENGINE, { textPx: 32 })],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 300000,
};
