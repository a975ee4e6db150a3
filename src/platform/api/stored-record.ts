import type { ScorePayload } from '../../core/audit';

/** The stored record's fields (spec section 3, SelfAssessmentResult), each with the save's field it keeps. */
const RECORD_FIELDS = {
  total: 'totalScore',
  riskLevel: 'riskLevel',
  triage: 'triage',
  frequency: 'frequencyScore',
  unitNumber: 'unitNumberScore',
  bingeFrequency: 'bingeFrequencyScore',
  unableToStop: 'unableToStopScore',
  expectation: 'expectationScore',
  morning: 'morningScore',
  guilt: 'guiltScore',
  memoryLoss: 'memoryLossScore',
  injury: 'injuryScore',
  relativeConcerned: 'relativeConcernedScore',
  age: 'age',
  sex: 'sex',
  genderIdentity: 'genderIdentity',
  genderMatchesBirth: 'genderMatchesBirth',
  previousAlcoholAssessment: 'previousAlcoholAssessment',
  brand: 'brand',
  campaign: 'campaign',
} as const satisfies Record<string, keyof ScorePayload>;

/** A field left out of the save (or empty text) may be absent or null in the record; any other must be equal. */
const keeps = (sent: unknown, stored: unknown): boolean =>
  stored === sent || ((sent === undefined || sent === '') && (stored === undefined || stored === null));

const isId = (id: unknown): boolean =>
  (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');

/**
 * Whether an answer is the stored record of this save: an object with its id, the time it was
 * created and every field of the record as the save sent it. Only that counts as stored, whatever
 * the status: `{}`, `{"stored": false}`, `202 {"status": "queued"}` or another save's record do
 * not (docs/decisions/0290-stored-means-the-stored-record.md).
 */
export function isStoredRecordOf(payload: ScorePayload, answer: unknown): boolean {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return false;
  const record = answer as Record<string, unknown>;
  if (!isId(record.id) || typeof record.created !== 'string' || Number.isNaN(Date.parse(record.created))) return false;
  return Object.entries(RECORD_FIELDS).every(([field, sent]) => keeps(payload[sent], record[field]));
}
