// Helpers of the reference API's load figure (scripts/bench-api.mjs): the API in a process of its
// own (demo/api/main.mjs), and saves sent to it by a few workers at once, as many browsers would.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import {
  auditCScore,
  QUESTION_STEPS,
  RISK_LEVEL_NAMES,
  riskLevelForScore,
  scaleFor,
  SCORE_KEYS,
  totalScore,
} from '../../demo/api/audit-rules.mjs';

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

/**
 * A save as the Drinking Check sends it, varied by `n`: questions one to three, the other seven
 * when those add up to over 4, and the totals and level the widget's rules give them (the API
 * refuses any other: docs/decisions/0240-the-api-checks-saves-by-the-widgets-rules.md).
 */
export const assessmentBody = (n) => {
  const answers = {};
  QUESTION_STEPS.forEach(({ field, scores }, i) => (answers[field] = scores[Math.floor(n / 5 ** i) % scores.length]));
  if (auditCScore(answers) <= 4) for (const { field } of QUESTION_STEPS.slice(3)) delete answers[field];
  const total = totalScore(answers);
  return {
    ...Object.fromEntries(Object.entries(answers).map(([field, score]) => [SCORE_KEYS[field], score])),
    triage: auditCScore(answers),
    totalScore: total,
    riskLevel: RISK_LEVEL_NAMES[riskLevelForScore(total, scaleFor(answers))],
    age: 18 + (n % 70),
    sex: n % 2,
    brand: 'bench',
    campaign: 'load',
    emailMyResults: false,
  };
};

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
