import { defaultReporter } from '@web/test-runner';
import { launcher } from './scripts/engines.mjs';
import { timingReporter } from './test/browser/timing-reporter.mjs';
import { demoPlugin } from './test/e2e/demo-plugin.mjs';

// End-to-end tests: the demo pages and the reference API of `npm start`, started by the plugin on
// free ports with a throwaway database, in the engine ENGINE names, against the built dist/ (build first).
// Each demo page opens in its own tab on the demo origins; the tests drive it by keyboard.
export default {
  // In Chromium: the app's page and its bridges in WebKit are test/browser/app-top-level.test.js's,
  // and the journeys' totals in every engine the browser tests' and test/engines/' (0251, "Amended").
  files: ['test/e2e/**/*.test.js'],
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
