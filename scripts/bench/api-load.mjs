// Helpers of the reference API's load figure (scripts/bench-api.mjs): the API in a process of its
// own (demo/api/main.mjs), and saves sent to it by a few workers at once, as many browsers would.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const MAIN = resolve(import.meta.dirname, '..', '..', 'demo', 'api', 'main.mjs');
const READY = /listening on (http:\/\/127\.0\.0\.1:\d+)\//;

/** Starts the API with `env` on a free port; resolves { base, child, exited, startMs } once it answers. */
export function startApiProcess(env) {
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, API_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  return new Promise((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = READY.exec(output);
      if (ready) done({ base: ready[1], child, exited, startMs: performance.now() - started });
    });
    exited.then(({ code, signal }) => fail(new Error(`The API ended before it answered (${code ?? signal}): ${errors.trim()}`)));
  });
}

/** Ends the API: SIGTERM (it closes its database) or SIGKILL (it gets no say). */
export async function stopApiProcess({ child, exited }, signal = 'SIGTERM') {
  child.kill(signal);
  return exited;
}

const RISK_LEVELS = ['Low', 'Increasing', 'Higher', 'PossibleDependence'];
/** A save as the Drinking Check sends it, varied by `n`. */
export const assessmentBody = (n) => ({
  totalScore: n % 41,
  triage: n % 13,
  frequencyScore: n % 5,
  bingeFrequencyScore: (n >> 2) % 5,
  unitNumberScore: (n >> 4) % 5,
  riskLevel: RISK_LEVELS[n % 4],
  age: 18 + (n % 70),
  sex: n % 2,
  brand: 'bench',
  campaign: 'load',
  emailMyResults: false,
});

/** One save; resolves true when the API acknowledged it (200), false for any other answer or no answer. */
export async function save(base, key, n) {
  try {
    const response = await fetch(`${base}/tools/v1/selfassessment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ClientID: 'bench' },
      body: JSON.stringify(assessmentBody(n)),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * `workers` loops send saves keyed `${prefix}-${n}` until `count` are sent or `stop()` is true.
 * Keys answered 200 go into `acknowledged` as they come. Resolves { sent, acknowledged, seconds }.
 */
export async function burst(base, { prefix, count = Infinity, workers = 8, stop = () => false, acknowledged = [] }) {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && !stop()) {
      const n = next++;
      const key = `${prefix}-${n}`;
      if (await save(base, key, n)) acknowledged.push(key);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { sent: next, acknowledged, seconds: (performance.now() - started) / 1000 };
}
