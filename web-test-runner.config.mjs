import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-chromium.mjs';

// Browser tests run against the built dist/ (run `npm run build` first; `npm test` does).
export default {
  files: ['test/browser/**/*.test.js'],
  nodeResolve: true,
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 300000,
};
