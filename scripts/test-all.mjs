// `npm test`: every check CI runs (docs/decisions/0251-browser-tests-in-two-lanes.md, "Amended").
// The quick checks and the unit tests first, so that a lint, type or rule error fails within
// minutes: the lint and the type check side by side, then the rest one after
// another (the unit tests keep a core each to themselves: beside the browsers they took three
// times as long); then the long ones in two groups side by side, as most of their time is
// spent waiting on a browser, a server, a timer or a screen reader's speech: the browser tests in
// one; the package, Umbraco, e2e and engine tests and the screen-reader walk in the other.
// Each step's output is printed whole when it ends, and the run ends with each step's seconds.
import { runChild } from './run-child.mjs';

const CHECKS = ['lint', 'typecheck'];
const QUICK = ['build', 'size', 'test:dist', 'test:types', 'test:unit'];
const SIDE_BY_SIDE = [['test:browser'], ['test:package', 'test:umbraco', 'test:e2e', 'test:engines', 'test:screen-reader']];

const times = [];

async function run(script, { alone }) {
  const { ok, seconds } = await runChild(`npm run ${script}`, 'npm', ['run', script], { alone });
  console.log(`== npm run ${script}: ${ok ? 'passed' : 'FAILED'} after ${seconds} s`);
  times.push({ script, seconds, ok });
  return ok;
}

/** Runs `scripts` one after another: up to the first failure, or, with keepGoing, every one. */
async function inTurn(scripts, { keepGoing = false, ...options }) {
  let ok = true;
  for (const script of scripts) {
    ok = (await run(script, options)) && ok;
    if (!ok && !keepGoing) return false;
  }
  return ok;
}

function report(ok) {
  console.log('\n== npm test: each step');
  for (const { script, seconds, ok: passed } of times)
    console.log(`${script.padEnd(20)} ${String(seconds).padStart(5)} s${passed ? '' : '  FAILED'}`);
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
