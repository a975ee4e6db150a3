import { defaultReporter } from '@web/test-runner';
import { launcher } from './scripts/engines.mjs';
import { timingReporter } from './test/browser/timing-reporter.mjs';
import { demoPlugin } from './test/e2e/demo-plugin.mjs';

// End-to-end tests: the demo pages and the reference API of `npm start`, started by the plugin on
// free ports with a throwaway database, in the engine ENGINE names, against the built dist/ (build first).
// Each demo page opens in its own tab on the demo origins; the tests drive it by keyboard.
export default {
  // Chromium runs every journey; WebKit, the engine of iOS's WebViews, the pages an app loads and
  // the token it hands over (docs/decisions/0251-browser-tests-in-two-lanes.md, "Amended").
  files:
    (process.env.ENGINE ?? 'chromium') === 'chromium'
      ? ['test/e2e/**/*.test.js']
      : ['test/e2e/app-page.test.js', 'test/e2e/webview-token.test.js'],
  nodeResolve: true,
  concurrency: 1,
  plugins: [demoPlugin()],
  reporters: [defaultReporter(), timingReporter({ suite: 'e2e', engine: process.env.ENGINE ?? 'chromium' })],
  // The test page waits in a background tab while a demo page has the front.
  browsers: [
    await launcher(process.env.ENGINE ?? 'chromium', {
      chromiumArgs: [
        '--disable-background-timer-throttling',
        '--disable-renderer-backgrounding',
        '--disable-backgrounding-occluded-windows',
      ],
    }),
  ],
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 240000,
};
