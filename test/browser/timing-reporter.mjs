import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Seconds each test file's tests took, summed over its tests (and nested suites). */
function secondsOf(results) {
  if (!results) return 0;
  const own = results.tests.reduce((sum, test) => sum + (test.duration ?? 0), 0);
  return (own + results.suites.reduce((sum, suite) => sum + secondsOf(suite) * 1000, 0)) / 1000;
}

/**
 * Prints the slowest test files when a run ends, so that the time CI takes can be kept under its
 * limit by looking rather than guessing; TIMINGS_DIR=dir writes every file's figure there as JSON.
 */
export function timingReporter({ suite, engine }) {
  const seconds = {};
  return {
    reportTestFileResults({ sessionsForTestFile, testFile }) {
      const file = testFile.replace(`${process.cwd()}/`, '');
      seconds[file] = sessionsForTestFile.reduce((sum, session) => sum + secondsOf(session.testResults), 0);
    },
    onTestRunFinished() {
      const slowest = Object.entries(seconds).sort((a, b) => b[1] - a[1]);
      console.log(`\nSlowest ${suite} test files in ${engine} (seconds of tests):`);
      for (const [file, s] of slowest.slice(0, 12)) console.log(`  ${s.toFixed(1).padStart(6)}  ${file}`);
      const dir = process.env.TIMINGS_DIR;
      if (dir) writeFileSync(join(dir, `${suite}-${engine}.json`), JSON.stringify(seconds, null, 1));
    },
  };
}
