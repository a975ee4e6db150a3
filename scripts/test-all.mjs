// `npm test`: every check CI runs (docs/decisions/0251-browser-tests-in-two-lanes.md, "Amended").
// The quick checks and the unit tests first, so that a lint, type or rule error fails within
// minutes: the lint and the type check side by side, then the rest one after
// another (the unit tests keep a core each to themselves: beside the browsers they took three
// times as long); then the long ones in two groups side by side, as most of their time is
// spent waiting on a browser, a server, a timer or a screen reader's speech: the browser tests in
// one; the package, Umbraco, e2e and engine tests, the screen-reader walk and the later part of
// Chromium's browser test files in the other (Chromium's lane is the longest part of the run).
// Each step's output is printed whole when it ends, and the run ends with each step's seconds.
import { enginesWanted } from './engines.mjs';
import { runChild } from './run-child.mjs';

const CHECKS = ['lint', 'typecheck'];
const QUICK = ['build', 'size', 'test:dist', 'test:types', 'test:unit'];
/** The browser tests with Chromium's main part of the files, and its later part (test/browser/engine-files.mjs). */
const BROWSER_MAIN = { script: 'test:browser', env: { CHROMIUM_PART: 'main' } };
const CHROMIUM_LATER = {
  script: 'test:browser',
  env: { CHROMIUM_PART: 'later', ENGINES: 'chromium' },
  named: 'Chromium, later part',
};
const SIDE_BY_SIDE = [
  [BROWSER_MAIN],
  [
    'test:package',
    'test:umbraco',
    'test:e2e',
    'test:engines',
    'test:screen-reader',
    ...(enginesWanted().includes('chromium') ? [CHROMIUM_LATER] : []),
  ],
];

const times = [];

async function run(step, { alone }) {
  const { script, env = {}, named } = typeof step === 'string' ? { script: step } : step;
  const label = `npm run ${script}${named ? ` (${named})` : ''}`;
  const { ok, seconds } = await runChild(label, 'npm', ['run', script], { alone, env: { ...process.env, ...env } });
  console.log(`== ${label}: ${ok ? 'passed' : 'FAILED'} after ${seconds} s`);
  times.push({ script: named ? `${script} (${named})` : script, seconds, ok });
  return ok;
}

/** Runs `steps` (scripts, or scripts with an environment) one after another: up to the first failure, or, with keepGoing, every one. */
async function inTurn(steps, { keepGoing = false, ...options }) {
  let ok = true;
  for (const step of steps) {
    ok = (await run(step, options)) && ok;
    if (!ok && !keepGoing) return false;
  }
  return ok;
}

function report(ok) {
  console.log('\n== npm test: each step');
  for (const { script, seconds, ok: passed } of times)
    console.log(`${script.padEnd(36)} ${String(seconds).padStart(5)} s${passed ? '' : '  FAILED'}`);
  console.log(ok ? 'npm test passed' : 'npm test FAILED');
  process.exit(ok ? 0 : 1);
}

const started = performance.now();
// A line a minute while the groups run, so that a CI log is never silent for long.
const heartbeat = setInterval(
  () => console.log(`== npm test: ${Math.round((performance.now() - started) / 1000)} s so far`),
  60000,
);
heartbeat.unref();
const checked = await Promise.all(CHECKS.map((script) => run(script, { alone: false })));
if (!checked.every(Boolean) || !(await inTurn(QUICK, { alone: true }))) report(false);
// Both groups run to their end, so that one failure does not hide another.
const groups = await Promise.all(SIDE_BY_SIDE.map((group) => inTurn(group, { alone: false, keepGoing: true })));
console.log(`\nnpm test took ${Math.round((performance.now() - started) / 1000)} s`);
report(groups.every(Boolean));
