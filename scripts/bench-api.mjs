// `npm run bench:api`: the reference API's load figure, not part of `npm test`. Two APIs, one on
// an empty database and one on a database of 100,000 saves, take rounds of saves in turn (so a
// change in the machine's load falls on both alike); the figure is each one's median round. Then
// bursts of saves into the full one, each cut by kill -9, and the acknowledged saves missing after.
// PGlite in a throwaway folder by default; with DATABASE_URL, that server (throwaway schemas).
// Prints a table, writes bench-api-results.json, exits 1 when a goal is missed.
// Options: --saves N (a round, 1000), --rounds N (5), --rows N (100000), --kills N (5), --workers N (8).
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inSchema, openDatabase } from '../demo/api/database.mjs';
import { openStore } from '../demo/api/store.mjs';
import { burst, startApiProcess, stopApiProcess } from './bench/api-load.mjs';

const GOALS = { savesPerSecondAtRows: 300, ratioToEmpty: 0.8, lostAcknowledged: 0 };
const numbers = { saves: 1000, rounds: 5, rows: 100_000, kills: 5, workers: 8 };
const { values } = parseArgs({ options: Object.fromEntries(Object.keys(numbers).map((name) => [name, { type: 'string' }])) });
const { saves, rounds, rows, kills, workers } = Object.fromEntries(
  Object.entries(numbers).map(([name, fallback]) => [name, Number(values[name] ?? fallback)]),
);

const server = process.env.DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), 'bench-api-'));
const suffix = randomBytes(4).toString('hex');
/** The two databases: store options and the API's environment for each. */
const databases = ['empty', 'full'].map((name) => {
  const store = server ? { databaseUrl: inSchema(server, `bench_api_${name}_${suffix}`) } : { dataDir: join(folder, name) };
  return { name, store, env: server ? { DATABASE_URL: store.databaseUrl } : { API_DATA_DIR: store.dataDir } };
});
const [empty, full] = databases;
const onServer = async (sql) => {
  const db = await openDatabase({ databaseUrl: server });
  await db.query(sql).finally(() => db.close());
};
const schemas = databases.map(({ name }) => `bench_api_${name}_${suffix}`);
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/** Both databases made (PGlite: one initdb, copied), the full one filled to `rows` in SQL. */
async function prepare() {
  if (server) for (const schema of schemas) await onServer(`CREATE SCHEMA ${schema}`);
  else {
    await stopApiProcess(await startApiProcess(empty.env));
    cpSync(empty.store.dataDir, full.store.dataDir, { recursive: true });
  }
  const store = await openStore(full.store);
  await store.query(
    `INSERT INTO assessments (idempotency_key, body, client_id, created)
     SELECT 'fill-' || g, jsonb_build_object('totalScore', g % 41, 'triage', g % 13, 'riskLevel', 'Low', 'age', 18 + g % 70, 'sex', g % 2, 'brand', 'bench'),
            'bench', now() - g * interval '1 second'
     FROM generate_series(1, $1::integer) AS g`,
    [rows],
  );
  await store.close();
}

/** Rounds of `saves` (each save its own key) on the two APIs in turn, after two rounds of warm-up each. */
async function rates() {
  const apis = await Promise.all(databases.map((database) => startApiProcess(database.env)));
  const perSecond = databases.map(() => []);
  for (let round = -2; round < rounds; round += 1) {
    for (const [index, api] of apis.entries()) {
      const { acknowledged, seconds } = await burst(api.base, {
        prefix: `${databases[index].name}-${round}`,
        count: saves,
        workers,
      });
      if (acknowledged.length !== saves)
        throw new Error(`${saves - acknowledged.length} of ${saves} saves were not acknowledged (${databases[index].name}).`);
      if (round >= 0) perSecond[index].push(Math.round(saves / seconds));
    }
  }
  await Promise.all(apis.map((api) => stopApiProcess(api)));
  databases.forEach(({ name }, index) => console.log(`saves/s in each round, ${name}: ${perSecond[index].join(' ')}`));
  return perSecond.map(median);
}

/**
 * Bursts of saves into the full database, each cut by kill -9 once saves flow (100 acknowledged)
 * and a random 0.1-1 s more; then the acknowledged saves that are not kept.
 */
async function killRuns() {
  const acknowledged = [];
  const restartMs = [];
  for (let run = 0; run < kills; run += 1) {
    const api = await startApiProcess(full.env);
    restartMs.push(api.startMs);
    const before = acknowledged.length;
    let killed = false;
    const sending = burst(api.base, { prefix: `kill-${run}`, workers: 16, stop: () => killed, acknowledged });
    const deadline = Date.now() + 30_000;
    while (acknowledged.length - before < 100) {
      if (Date.now() > deadline) throw new Error(`Run ${run}: fewer than 100 saves acknowledged in 30 s.`);
      await new Promise((done) => setTimeout(done, 10));
    }
    await new Promise((done) => setTimeout(done, 100 + Math.random() * 900));
    await stopApiProcess(api, 'SIGKILL');
    killed = true;
    await sending;
  }
  const store = await openStore(full.store);
  const kept = new Set(
    (await store.query("SELECT idempotency_key FROM assessments WHERE idempotency_key LIKE 'kill-%'")).map(
      (row) => row.idempotency_key,
    ),
  );
  await store.close();
  return { acknowledged: acknowledged.length, lost: acknowledged.filter((key) => !kept.has(key)).length, restartMs };
}

try {
  const engine = server ? 'PostgreSQL server (DATABASE_URL)' : 'PGlite (embedded default)';
  console.log(
    `Reference API load figure on ${engine}: ${rounds} rounds of ${saves} saves, ${workers} at once; ${kills} kill -9 runs`,
  );
  await prepare();
  const [emptyRate, fullRate] = await rates();
  const crash = await killRuns();
  const results = {
    engine,
    savesPerSecondEmpty: emptyRate,
    savesPerSecondAtRows: fullRate,
    rows,
    ratioToEmpty: Number((fullRate / emptyRate).toFixed(2)),
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
  if (server) for (const schema of schemas) await onServer(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  rmSync(folder, { recursive: true, force: true });
}
