// Runs a @web/test-runner config once per engine (Chromium, Firefox, WebKit; ENGINES=... for fewer),
// one after another, then prints how many tests each engine ran and passed, and how long it took.
//   node scripts/browser-tests.mjs web-test-runner.config.mjs [--engines=firefox,webkit] [wtr options]
// --engines names the engines a config is for (the large-text run is for Firefox and WebKit).
import { spawn } from 'node:child_process';
import { enginesWanted } from './engines.mjs';

const [config, ...options] = process.argv.slice(2);
const forEngines = options
  .find((option) => option.startsWith('--engines='))
  ?.slice('--engines='.length)
  .split(',');
const rest = options.filter((option) => !option.startsWith('--engines='));

function run(engine) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npx', ['web-test-runner', '--config', config, ...rest], {
      env: { ...process.env, ENGINE: engine },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output = (output + chunk).slice(-20000);
    });
    child.on('close', (code) => {
      const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
      const count = (word) =>
        Number(
          plain
            .match(new RegExp(`(\\d+) ${word}`, 'g'))
            ?.pop()
            ?.split(' ')[0] ?? 0,
        );
      resolve({
        engine,
        ok: code === 0,
        passed: count('passed'),
        failed: count('failed'),
        skipped: count('skipped'),
        seconds: Math.round((performance.now() - started) / 1000),
      });
    });
  });
}

const results = [];
for (const engine of enginesWanted().filter((name) => !forEngines || forEngines.includes(name))) {
  console.log(`\n== ${config} in ${engine}`);
  results.push(await run(engine));
}
console.log(`\n== ${config}: per engine`);
for (const r of results)
  console.log(
    `${r.engine.padEnd(9)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped, ${r.seconds} s${r.ok ? '' : '  FAILED'}`,
  );
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
console.log(`${total('passed')} passed, ${total('failed')} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
