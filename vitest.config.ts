import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
// @ts-expect-error plain JS build helper without type declarations
import { cssText } from './scripts/css-text-plugin.mjs';

// The reference API's suite on a PostgreSQL server runs when DATABASE_URL names one (.ci/run starts
// one). Without it the suite is left out, and the run says so at its start and its end; under CI
// that is a failure, never a quiet pass.
const SERVER_SUITE = 'test/unit/reference-api-server.test.mjs';
const hasServer = Boolean(process.env.DATABASE_URL);
const onCi = Boolean(process.env.CI) && process.env.CI !== 'false';
if (!hasServer && onCi)
  throw new Error(
    `CI=${process.env.CI} but DATABASE_URL is not set: ${SERVER_SUITE} must run (.ci/run starts a PostgreSQL server).`,
  );

export default defineConfig({
  plugins: [cssText()],
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx,mjs}'],
    exclude: hasServer ? configDefaults.exclude : [...configDefaults.exclude, SERVER_SUITE],
    globalSetup: hasServer ? [] : ['test/unit/server-suite-not-run.mjs'],
    restoreMocks: true,
    // vitest leaves one core free by default; `npm test` runs the unit tests alone, so on CI's two
    // cores that left one idle (137 s with one worker, 95 to 116 s with two, measured 29 November 2026).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
