// `npm run bench:api`: the reference API's load figure, not part of `npm test`. Saves a second
// into an empty database and into one of 100,000 saves (the median of five rounds each), then
// bursts of saves cut by kill -9, counting the acknowledged saves missing after the restarts.
// PGlite in a throwaway folder by default; with DATABASE_URL, that server (in a throwaway schema).
// Prints a table, writes bench-api-results.json, exits 1 when a goal is missed.
// Options: --saves N (a round, 1000), --rows N (100000), --kills N (5), --workers N (8).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inSchema, openDatabase } from '../demo/api/database.mjs';
import { openStore } from '../demo/api/store.mjs';
import { burst, startApiProcess, stopApiProcess } from './bench/api-load.mjs';

const GOALS = { savesPerSecondAtRows: 300, ratioToEmpty: 0.8, lostAcknowledged: 0 };
const { values } = parseArgs({ options: { saves: { type: 'string', default: '1000' }, rows: { type: 'string', default: '100000' }, kills: { type: 'string', default: '5' }, workers: { type: 'string', default: '8' } } });
const [saves, rows, kills, workers] = [values.saves, values.rows, values.kills, values.workers].map(Number);

const server = process.env.DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), 'bench-api-'));
const schema = `bench_api_${randomBytes(4).toString('hex')}`;
const storeOptions = server ? { databaseUrl: inSchema(server, schema) } : { dataDir: join(folder, 'pglite') };
const apiEnv = server ? { DATABASE_URL: storeOptions.databaseUrl } : { API_DATA_DIR: storeOptions.dataDir };
const onServer = async (sql) => {
  const db = await openDatabase({ databaseUrl: server });
  await db.query(sql).finally(() => db.close());
};

/**
 * Saves a second: the median of five rounds of `saves`, each save with a key of its own, after a
 * warm-up of two rounds (V8 compiles PGlite's WASM better once it runs hot: the first round is slower).
 */
async function rate(label) {
  const api = await startApiProcess(apiEnv);
  await burst(api.base, { prefix: `${label}-warm-up`, count: 2 * saves, workers });
  const rounds = [];
  for (let round = 0; round < 5; round += 1) {
    const { acknowledged, seconds } = await burst(api.base, { prefix: `${label}-${round}`, count: saves, workers });
    if (acknowledged.length !== saves) throw new Error(`${saves - acknowledged.length} of ${saves} saves were not acknowledged at ${label}.`);
    rounds.push(Math.round(saves / seconds));
  }
  await stopApiProcess(api);
  console.log(`saves/s in each round, ${label}: ${rounds.join(' ')}`);
  return [...rounds].sort((a, b) => a - b)[2];
}

/** Fills the table to `total` saves straight in SQL (the API is stopped: PGlite has one user). */
async function fillTo(total) {
  const store = await openStore(storeOptions);
  const [{ count }] = await store.query('SELECT count(*)::integer AS count FROM assessments');
  await store.query(
    `INSERT INTO assessments (idempotency_key, body, client_id, created)
     SELECT 'fill-' || g, jsonb_build_object('totalScore', g % 41, 'triage', g % 13, 'riskLevel', 'Low', 'age', 18 + g % 70, 'sex', g % 2, 'brand', 'bench'),
            'bench', now() - g * interval '1 second'
     FROM generate_series(1, $1::integer) AS g`,
    [Math.max(0, total - count)],
  );
  await store.close();
}

/** Bursts of saves cut by kill -9 at a random moment; then which acknowledged saves are missing. */
async function killRuns() {
  const acknowledged = [];
  const restartMs = [];
  for (let run = 0; run < kills; run += 1) {
    const api = await startApiProcess(apiEnv);
    restartMs.push(api.startMs);
    let killed = false;
    const sending = burst(api.base, { prefix: `kill-${run}`, workers: 16, stop: () => killed });
    await new Promise((done) => setTimeout(done, 300 + Math.random() * 900));
    await stopApiProcess(api, 'SIGKILL');
    killed = true;
    acknowledged.push(...(await sending).acknowledged);
  }
  const store = await openStore(storeOptions);
  const kept = new Set((await store.query("SELECT idempotency_key FROM assessments WHERE idempotency_key LIKE 'kill-%'")).map((row) => row.idempotency_key));
  await store.close();
  return { acknowledged: acknowledged.length, lost: acknowledged.filter((key) => !kept.has(key)).length, restartMs };
}

try {
  if (server) await onServer(`CREATE SCHEMA ${schema}`);
  const engine = server ? 'PostgreSQL server (DATABASE_URL)' : 'PGlite (embedded default)';
  console.log(`Reference API load figure on ${engine}: rounds of ${saves} saves, ${workers} at once, ${kills} kill -9 runs`);
  // The first start creates the database (PGlite's initdb): not part of a rate.
  await stopApiProcess(await startApiProcess(apiEnv));
  const empty = await rate('empty');
  await fillTo(rows);
  const full = await rate(`at-${rows}-rows`);
  const crash = await killRuns();
  const results = {
    engine,
    savesPerSecondEmpty: empty,
    savesPerSecondAtRows: full,
    rows,
    ratioToEmpty: Number((full / empty).toFixed(2)),
    killRuns: kills,
    acknowledgedInKillRuns: crash.acknowledged,
    lostAcknowledged: crash.lost,
    restartMs: crash.restartMs.map(Math.round),
  };
  const missed = [
    results.savesPerSecondAtRows < GOALS.savesPerSecondAtRows && `saves/s at ${rows} rows under ${GOALS.savesPerSecondAtRows}`,
    results.ratioToEmpty < GOALS.ratioToEmpty && `rate at ${rows} rows under ${GOALS.ratioToEmpty} x the empty rate`,
    results.lostAcknowledged > GOALS.lostAcknowledged && 'acknowledged saves lost',
  ].filter(Boolean);
  console.table({
    'saves/s, empty database': { value: results.savesPerSecondEmpty, goal: '' },
    [`saves/s at ${rows} rows`]: { value: results.savesPerSecondAtRows, goal: `>= ${GOALS.savesPerSecondAtRows}` },
    'ratio to empty': { value: results.ratioToEmpty, goal: `>= ${GOALS.ratioToEmpty}` },
    [`acknowledged saves in ${kills} kill -9 runs`]: { value: results.acknowledgedInKillRuns, goal: '' },
    'acknowledged saves lost': { value: results.lostAcknowledged, goal: '0' },
    'restart after each kill -9, ms': { value: results.restartMs.join(' '), goal: '' },
  });
  writeFileSync('bench-api-results.json', `${JSON.stringify({ ...results, goals: GOALS, missed }, null, 2)}\n`);
  if (missed.length) {
    console.error(`Goals missed: ${missed.join('; ')}.`);
    process.exitCode = 1;
  }
} finally {
  if (server) await onServer(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  rmSync(folder, { recursive: true, force: true });
}
