// The reference API's storage: SQLite compiled to WASM (sql.js), kept in a file so saved
// assessments survive a restart. No native build, so `npm ci` needs no compiler.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);
const initSqlJs = require('sql.js');

const SCHEMA = `
CREATE TABLE IF NOT EXISTS assessments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  body TEXT NOT NULL,
  client_id TEXT,
  signed_in INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS calculator_usage (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  created TEXT NOT NULL,
  client_id TEXT
);`;

export async function openStore(file) {
  const SQL = await initSqlJs();
  const db = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  db.exec(SCHEMA);
  addMissingColumns(db);

  const persist = () => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, db.export());
    renameSync(`${file}.tmp`, file);
  };
  const rows = (sql, params = []) => {
    const statement = db.prepare(sql);
    statement.bind(params);
    const result = [];
    while (statement.step()) result.push(statement.getAsObject());
    statement.free();
    return result;
  };

  return {
    /**
     * Stores an assessment once per idempotency key; a repeat returns the first record. `meta`:
     * the ClientID header and whether a bearer token came with the save (not part of the record).
     */
    saveAssessment(record, idempotencyKey, { clientId, signedIn = false } = {}) {
      if (idempotencyKey) {
        const [existing] = rows('SELECT id, created, body FROM assessments WHERE idempotency_key = ?', [idempotencyKey]);
        if (existing) return { record: toAssessment(existing), created: false };
      }
      const created = new Date().toISOString();
      db.run('INSERT INTO assessments (created, idempotency_key, body, client_id, signed_in) VALUES (?, ?, ?, ?, ?)', [
        created,
        idempotencyKey ?? null,
        JSON.stringify(record),
        clientId ?? null,
        signedIn ? 1 : 0,
      ]);
      const [row] = rows('SELECT id, created, body FROM assessments WHERE id = last_insert_rowid()');
      persist();
      return { record: toAssessment(row), created: true };
    },
    listAssessments(page, perPage) {
      const [{ total }] = rows('SELECT COUNT(*) AS total FROM assessments');
      const found = perPage === 0 ? [] : rows('SELECT id, created, body FROM assessments ORDER BY id DESC LIMIT ? OFFSET ?', [perPage, (page - 1) * perPage]);
      return { total, assessments: found.map(toAssessment) };
    },
    /** Every stored assessment, oldest first, with how it arrived (for the e2e tests). */
    storedAssessments() {
      return rows('SELECT id, created, body, idempotency_key, client_id, signed_in FROM assessments ORDER BY id').map((row) => ({
        ...toAssessment(row),
        idempotencyKey: row.idempotency_key,
        clientId: row.client_id,
        signedIn: row.signed_in === 1,
      }));
    },
    recordCalculatorUsage(clientId) {
      db.run('INSERT INTO calculator_usage (created, client_id) VALUES (?, ?)', [new Date().toISOString(), clientId ?? null]);
      persist();
    },
    calculatorUsageCount() {
      return rows('SELECT COUNT(*) AS total FROM calculator_usage')[0].total;
    },
    calculatorUsage() {
      return rows('SELECT id, created, client_id AS clientId FROM calculator_usage ORDER BY id');
    },
  };
}

/** Databases written before a column existed get it (demo/data/ outlives code changes). */
function addMissingColumns(db) {
  const present = new Set(db.exec('PRAGMA table_info(assessments)')[0].values.map((column) => column[1]));
  if (!present.has('client_id')) db.run('ALTER TABLE assessments ADD COLUMN client_id TEXT');
  if (!present.has('signed_in')) db.run('ALTER TABLE assessments ADD COLUMN signed_in INTEGER NOT NULL DEFAULT 0');
}

/** The stored record in the SelfAssessmentResult shape of spec section 3. */
function toAssessment(row) {
  const body = JSON.parse(row.body);
  return {
    id: row.id,
    created: row.created,
    sex: body.sex,
    riskLevel: body.riskLevel,
    triage: body.triage,
    total: body.totalScore,
    bingeFrequency: body.bingeFrequencyScore,
    frequency: body.frequencyScore,
    unitNumber: body.unitNumberScore,
    unableToStop: body.unableToStopScore,
    expectation: body.expectationScore,
    morning: body.morningScore,
    guilt: body.guiltScore,
    memoryLoss: body.memoryLossScore,
    injury: body.injuryScore,
    relativeConcerned: body.relativeConcernedScore,
    age: body.age,
    brand: body.brand,
    campaign: body.campaign,
    genderIdentity: body.genderIdentity,
    genderMatchesBirth: body.genderMatchesBirth,
    previousAlcoholAssessment: body.previousAlcoholAssessment,
  };
}
