// The reference API's storage: saved assessments and calculator usage in PostgreSQL (PGlite in a
// data folder by default, a server with DATABASE_URL: see database.mjs). Every write is one
// statement, committed before its promise resolves, so an answer of 200 means the row is kept.
import { openDatabase } from './database.mjs';
import { migrate } from './migrations.mjs';

const RECORD_COLUMNS = 'id, created, body';

/** `options`: { databaseUrl } for a server, or { dataDir } for PGlite. */
export async function openStore(options) {
  const db = await openDatabase(options);
  try {
    await migrate(db);
  } catch (problem) {
    await db.close();
    throw problem;
  }
  const { query } = db;

  return {
    engine: db.engine,
    /**
     * Stores an assessment once per idempotency key (the whole key). The same key again answers
     * the first record when the body is the same (compared as JSON), or { conflict: true } when it
     * differs. `meta`: the ClientID header and whether a bearer token came (not part of the record).
     */
    async saveAssessment(body, idempotencyKey, { clientId, signedIn = false } = {}) {
      const values = [idempotencyKey ?? null, JSON.stringify(body), clientId ?? null, signedIn];
      const [inserted] = await query(
        `INSERT INTO assessments (idempotency_key, body, client_id, signed_in) VALUES ($1, $2::jsonb, $3, $4)
         ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${RECORD_COLUMNS}`,
        values,
      );
      if (inserted) return { record: toAssessment(inserted), created: true };
      const [existing] = await query(
        `SELECT ${RECORD_COLUMNS}, body = $2::jsonb AS same FROM assessments WHERE idempotency_key = $1`,
        values.slice(0, 2),
      );
      return existing.same ? { record: toAssessment(existing), created: false } : { conflict: true };
    },
    async listAssessments(page, perPage) {
      const [{ total }] = await query('SELECT count(*)::integer AS total FROM assessments');
      const found =
        perPage === 0
          ? []
          : await query(`SELECT ${RECORD_COLUMNS} FROM assessments ORDER BY id DESC LIMIT $1 OFFSET $2`, [
              perPage,
              (page - 1) * perPage,
            ]);
      return { total, assessments: found.map(toAssessment) };
    },
    /** Every stored assessment, oldest first, with how it arrived (for the e2e tests and the load figure). */
    async storedAssessments() {
      const rows = await query(`SELECT ${RECORD_COLUMNS}, idempotency_key, client_id, signed_in FROM assessments ORDER BY id`);
      return rows.map((row) => ({
        ...toAssessment(row),
        idempotencyKey: row.idempotency_key,
        clientId: row.client_id,
        signedIn: row.signed_in,
      }));
    },
    async recordCalculatorUsage(clientId) {
      await query('INSERT INTO calculator_usage (client_id) VALUES ($1)', [clientId ?? null]);
    },
    async calculatorUsageCount() {
      return (await query('SELECT count(*)::integer AS total FROM calculator_usage'))[0].total;
    },
    async calculatorUsage() {
      const rows = await query('SELECT id, created, client_id FROM calculator_usage ORDER BY id');
      return rows.map((row) => ({ id: Number(row.id), created: row.created.toISOString(), clientId: row.client_id }));
    },
    async saveFeedback(review, clientId) {
      await query('INSERT INTO feedback (review, client_id) VALUES ($1, $2)', [review, clientId ?? null]);
    },
    async storedFeedback() {
      const rows = await query('SELECT review, client_id FROM feedback ORDER BY id');
      return rows.map((row) => ({ review: row.review, clientId: row.client_id }));
    },
    /** SQL for the load figure and the tests (e.g. to fill the table fast); not used by the routes. */
    query,
    close: () => db.close(),
  };
}

/** The stored record in the SelfAssessmentResult shape of spec section 3. */
function toAssessment(row) {
  const { body } = row;
  return {
    id: Number(row.id),
    created: row.created.toISOString(),
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
