// Runs @web/test-runner configs once per engine (Chromium, Firefox, WebKit; ENGINES=... for fewer),
// then prints how many tests each run had pass, how long it took, and which tests failed, so that
// the end of a long log says what went wrong.
//   node scripts/browser-tests.mjs CONFIG[@engine,...] [CONFIG[@engine,...] ...] [wtr options]
//   node scripts/browser-tests.mjs CONFIG --engines=firefox,webkit [wtr options]
// `@engines` (or --engines, for one config) names the engines a config is for: the large-text run
// is for Firefox and WebKit. The runs go in two lanes side by side (BROWSER_TEST_LANES=1 for one
// after another): Chromium's in one, every other engine's in the other, config by config, engine by
// engine. Chromium runs every file; Firefox and WebKit the files that every engine must
// (test/browser/engine-files.mjs). Most of a browser test's time is spent waiting (for a step's
// loader, a retry, a timeout), so two lanes on two cores take about the time of the longer one
// (docs/decisions/0251-browser-tests-in-two-lanes.md). A run that fails with no failed test (its
// browser crashed) runs once more.
import { enginesWanted, freePorts } from './engines.mjs';
import { runChild } from './run-child.mjs';

const args = process.argv.slice(2);
const enginesOption = args
  .find((arg) => arg.startsWith('--engines='))
  ?.slice('--engines='.length)
  .split(',');
const isConfig = (arg) => /\.mjs(@|$)/.test(arg);
const rest = args.filter((arg) => !isConfig(arg) && !arg.startsWith('--engines='));
const configs = args.filter(isConfig).map((arg) => {
  const [config, named] = arg.split('@');
  const forEngines = named?.split(',') ?? enginesOption;
  return { config, engines: enginesWanted().filter((name) => !forEngines || forEngines.includes(name)) };
});
if (!configs.length) throw new Error('Name a @web/test-runner config: node scripts/browser-tests.mjs CONFIG[@engine,...]');

/** Runs one config in one engine; its output is printed whole when it ends, so that two lanes never interleave. */
async function run({ config, engine }, port, alone) {
  const label = `${config} in ${engine}`;
  const wtr = ['web-test-runner', '--config', config, '--port', String(port), ...rest];
  const { ok, code, seconds, output, endedBy } = await runChild(label, 'npx', wtr, {
    alone,
    env: { ...process.env, ENGINE: engine },
  });
  const plain = output.slice(-20000).replace(/\x1b\[[0-9;]*m/g, '');
  const count = (word) =>
    Number(
      plain
        .match(new RegExp(`(\\d+) ${word}`, 'g'))
        ?.pop()
        ?.split(' ')[0] ?? 0,
    );
  console.log(`== ${label}: ended after ${seconds} s`);
  const result = {
    label,
    ok,
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    seconds,
    failures: [...failuresIn(output), ...(endedBy ? [`ended by ${endedBy}, before its summary`] : [])],
  };
  if (!ok && !result.failures.length) result.failures.push(`exited with code ${code} and no failed test; ${lastWords(plain)}`);
  return result;
}

/** Where a run that failed without a failed test stopped: its summary, or the last test file it named. */
function lastWords(plain) {
  if (/Finished running tests/.test(plain)) return 'it printed its summary';
  const files = plain.match(/\S+\.test\.js/g);
  return `no summary; the last test file it named: ${files?.pop() ?? 'none'}`;
}

/** Each failed test in a run's output, as its file, its name and the first line of its error. */
function failuresIn(output) {
  const lines = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '').split('\n');
  let file = '';
  const failures = [];
  lines.forEach((line, i) => {
    file = line.match(/^\s*(\S+\.test\.js):\s*$/)?.[1] ?? file;
    if (line.includes('❌')) failures.push(`${file}\n  ${line.trim()}\n    ${(lines[i + 1] ?? '').trim().slice(0, 300)}`);
  });
  return [...new Set(failures)];
}

const runs = configs.flatMap(({ config, engines }) => engines.map((engine) => ({ config, engine })));
// Chromium, which runs every file, has a lane of its own; the other engines share the other.
const lanes =
  process.env.BROWSER_TEST_LANES === '1'
    ? [runs]
    : [runs.filter((r) => r.engine === 'chromium'), runs.filter((r) => r.engine !== 'chromium')].filter((lane) => lane.length);
const ports = await freePorts(runs.length);
const started = performance.now();
const results = new Map();
/**
 * A run that fails with no failed test stopped because its browser or the runner did (WebKit's
 * MiniBrowser has crashed under CI's load), not because of a test: it runs once more, and says so.
 * One that fails again fails (docs/decisions/0251-browser-tests-in-two-lanes.md).
 */
async function runOnceMoreIfNoTestFailed(r, port, alone) {
  const first = await run(r, port, alone);
  if (first.ok || first.failed > 0 || first.endedBy) return first;
  console.log(`== ${first.label}: failed with no failed test; running it once more`);
  const again = await run(r, port, alone);
  return { ...again, ranAgainAfter: first.failures.join('; ') };
}

await Promise.all(
  lanes.map(async (lane) => {
    for (const r of lane) results.set(r, await runOnceMoreIfNoTestFailed(r, ports[runs.indexOf(r)], lanes.length === 1));
  }),
);
const ended = runs.map((r) => results.get(r));
console.log(`\n== per run (${lanes.length} lane${lanes.length > 1 ? 's' : ''} side by side)`);
for (const r of ended)
  console.log(
    `${r.label}: ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds} s${r.ok ? '' : '  FAILED'}`,
  );
for (const r of ended.filter((r) => r.failures.length)) console.log(`\n== failed in ${r.label}\n${r.failures.join('\n')}`);
for (const r of ended.filter((r) => r.ranAgainAfter))
  console.log(`\n== ran again: ${r.label}, ${r.ok ? 'passed' : 'failed'} the second time; the first time: ${r.ranAgainAfter}`);
const total = (key) => ended.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${Math.round((performance.now() - started) / 1000)} s in all`);
process.exit(ended.every((r) => r.ok) ? 0 : 1);
