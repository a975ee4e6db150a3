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
  body TEXT NOT NULL
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
    /** Stores an assessment once per idempotency key; a repeat returns the first record. */
    saveAssessment(record, idempotencyKey) {
      if (idempotencyKey) {
        const [existing] = rows('SELECT id, created, body FROM assessments WHERE idempotency_key = ?', [idempotencyKey]);
        if (existing) return { record: toAssessment(existing), created: false };
      }
      const created = new Date().toISOString();
      db.run('INSERT INTO assessments (created, idempotency_key, body) VALUES (?, ?, ?)', [created, idempotencyKey ?? null, JSON.stringify(record)]);
      const [row] = rows('SELECT id, created, body FROM assessments WHERE id = last_insert_rowid()');
      persist();
      return { record: toAssessment(row), created: true };
    },
    listAssessments(page, perPage) {
      const [{ total }] = rows('SELECT COUNT(*) AS total FROM assessments');
      const found = perPage === 0 ? [] : rows('SELECT id, created, body FROM assessments ORDER BY id DESC LIMIT ? OFFSET ?', [perPage, (page - 1) * perPage]);
      return { total, assessments: found.map(toAssessment) };
    },
    recordCalculatorUsage(clientId) {
      db.run('INSERT INTO calculator_usage (created, client_id) VALUES (?, ?)', [new Date().toISOString(), clientId ?? null]);
      persist();
    },
    calculatorUsageCount() {
      return rows('SELECT COUNT(*) AS total FROM calculator_usage')[0].total;
    },
  };
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
