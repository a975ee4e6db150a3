// Runs a @web/test-runner config once per engine (Chromium, Firefox, WebKit; ENGINES=... for fewer),
// then prints how many tests each engine ran and passed, and how long it took.
//   node scripts/browser-tests.mjs web-test-runner.config.mjs [--engines=firefox,webkit] [wtr options]
// --engines names the engines a config is for (the large-text run is for Firefox and WebKit).
// The engines run in two lanes side by side (BROWSER_TEST_LANES=1 for one after another): Chromium in
// one, Firefox then WebKit in the other, which run the files that every engine must
// (test/browser/engine-files.mjs). Most of a browser test's time is spent waiting (for a step's
// loader, a retry, a timeout), so two lanes on two cores take about the time of the longer one
// (docs/decisions/0251-browser-tests-in-two-lanes.md).
import { enginesWanted, freePorts } from './engines.mjs';
import { runChild } from './run-child.mjs';

const [config, ...options] = process.argv.slice(2);
const forEngines = options
  .find((option) => option.startsWith('--engines='))
  ?.slice('--engines='.length)
  .split(',');
const rest = options.filter((option) => !option.startsWith('--engines='));

/** Runs one engine; its output is printed whole when it ends, so that two lanes never interleave. */
async function run(engine, port, alone) {
  const label = `${config} in ${engine}`;
  const args = ['web-test-runner', '--config', config, '--port', String(port), ...rest];
  const { ok, seconds, output } = await runChild(label, 'npx', args, { alone, env: { ...process.env, ENGINE: engine } });
  const plain = output.slice(-20000).replace(/\x1b\[[0-9;]*m/g, '');
  const count = (word) =>
    Number(
      plain
        .match(new RegExp(`(\\d+) ${word}`, 'g'))
        ?.pop()
        ?.split(' ')[0] ?? 0,
    );
  console.log(`== ${label}: ended after ${seconds} s`);
  return { engine, ok, passed: count('passed'), failed: count('failed'), skipped: count('skipped'), seconds };
}

const engines = enginesWanted().filter((name) => !forEngines || forEngines.includes(name));
const laneCount = Math.max(1, Math.min(Number(process.env.BROWSER_TEST_LANES ?? 2) || 1, engines.length));
// Chromium, which runs every file, has a lane of its own; the others share the rest in turn.
const lanes = Array.from({ length: laneCount }, (_, lane) => engines.filter((_, i) => Math.min(i, laneCount - 1) === lane));
const ports = await freePorts(engines.length);
const started = performance.now();
const laneResults = await Promise.all(
  lanes.map(async (lane) => {
    const results = [];
    for (const engine of lane) results.push(await run(engine, ports[engines.indexOf(engine)], laneCount === 1));
    return results;
  }),
);
const results = engines.map((engine) => laneResults.flat().find((r) => r.engine === engine));
console.log(`\n== ${config}: per engine (${laneCount} lane${laneCount > 1 ? 's' : ''} side by side)`);
for (const r of results)
  console.log(
    `${r.engine.padEnd(9)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds} s${r.ok ? '' : '  FAILED'}`,
  );
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${Math.round((performance.now() - started) / 1000)} s in all`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
