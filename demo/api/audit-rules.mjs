// The widget's own rules for a save, from src/core (each answer's scores and its field in a save,
// the totals, the risk bands, the profile's values, the adult age), for the API's checks of a save
// (validate.mjs): the API and the widget cannot disagree on what a result is. Node 20 cannot load
// TypeScript, so esbuild bundles these core modules into one ES module in memory when this file is
// first imported (some milliseconds), as the build's pre-render does
// (docs/decisions/0240-the-api-checks-saves-by-the-widgets-rules.md).
import { build } from 'esbuild';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

const ENTRY = `
export { ANSWER_FIELDS, AUDIT_C_FIELDS } from './src/core/audit/answer-fields.ts';
export { QUESTION_STEPS } from './src/core/audit/question-steps.ts';
export { totalScore, auditCScore } from './src/core/audit/scoring.ts';
export { scaleFor } from './src/core/audit/early-exit.ts';
export { RISK_BANDS, SCALE_MAX, riskLevelForScore } from './src/core/audit/risk-bands.ts';
export { RISK_LEVEL_NAMES } from './src/core/audit/risk-levels.ts';
export { SEX, GENDER_IDENTITY, GENDER_MATCHES_BIRTH, PREVIOUS_ASSESSMENT } from './src/core/audit/profile.ts';
export { AGE_MIN, AGE_MAX, ADULT_AGE } from './src/core/validation/age.ts';
export { SCORE_KEYS } from './src/core/audit/score-payload.ts';
`;

async function loadRules() {
  const { outputFiles } = await build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts', sourcefile: 'demo/api/audit-rules.ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

export const {
  ANSWER_FIELDS,
  AUDIT_C_FIELDS,
  QUESTION_STEPS,
  totalScore,
  auditCScore,
  scaleFor,
  RISK_BANDS,
  SCALE_MAX,
  riskLevelForScore,
  RISK_LEVEL_NAMES,
  SEX,
  GENDER_IDENTITY,
  GENDER_MATCHES_BIRTH,
  PREVIOUS_ASSESSMENT,
  AGE_MIN,
  AGE_MAX,
  ADULT_AGE,
  SCORE_KEYS,
} = await loadRules();
