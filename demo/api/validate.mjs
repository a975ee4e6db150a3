// Checks of the reference API against the limits of spec section 5. Each returns a list of
// BadRequest errors ({ memberNames, errorMessage }); empty means valid. A save is checked by the
// widget's own rules (audit-rules.mjs): a record the widget could never send is refused
// (docs/decisions/0240-the-api-checks-saves-by-the-widgets-rules.md).
import {
  ADULT_AGE,
  AGE_MAX,
  AGE_MIN,
  ANSWER_FIELDS,
  AUDIT_C_FIELDS,
  auditCScore,
  GENDER_IDENTITY,
  GENDER_MATCHES_BIRTH,
  PREVIOUS_ASSESSMENT,
  QUESTION_STEPS,
  RISK_BANDS,
  RISK_LEVEL_NAMES,
  riskLevelForScore,
  scaleFor,
  SCALE_MAX,
  SCORE_KEYS,
  SEX,
  totalScore,
} from './audit-rules.mjs';

/** The scores each answer can have: the options its question offers. */
const ANSWER_SCORES = Object.fromEntries(QUESTION_STEPS.map(({ field, scores }) => [SCORE_KEYS[field], scores]));
const RANGES = {
  triage: [0, SCALE_MAX.auditC],
  totalScore: [0, SCALE_MAX.full],
  age: [AGE_MIN, AGE_MAX],
};
const ENUMS = {
  sex: SEX,
  genderIdentity: GENDER_IDENTITY,
  genderMatchesBirth: GENDER_MATCHES_BIRTH,
  previousAlcoholAssessment: PREVIOUS_ASSESSMENT,
};
const STRING_LIMITS = { postcode: 8, riskLevel: 100, emailAddress: 254, name: 100, brand: 100, campaign: 100 };
const BOOLEAN_FIELDS = ['emailMyResults', 'emailSubscriptionOptIn'];
const RISK_LEVEL_VALUES = Object.values(RISK_LEVEL_NAMES);
/**
 * What every save of the widget carries: questions one to three, sex and age (the widget saves
 * nothing without them: spec section 4, src/core/audit/can-save.ts), and the result made of them.
 */
const REQUIRED = [...AUDIT_C_FIELDS.map((field) => SCORE_KEYS[field]), 'triage', 'totalScore', 'riskLevel', 'age', 'sex'];
const SCALE_NAMES = { full: 'ten-question', auditC: 'three-question' };

const error = (member, errorMessage) => ({ memberNames: [member], errorMessage });
const wholeNumber = (value, [min, max]) => Number.isInteger(value) && value >= min && value <= max;
const choices = (values) =>
  Object.entries(values)
    .map(([name, value]) => `${value} (${name})`)
    .join(', ');

/** The problem with one field of a save, or undefined. Own keys only: `toString` is not a field. */
function fieldProblem(field, value) {
  if (Object.hasOwn(ANSWER_SCORES, field)) {
    if (!ANSWER_SCORES[field].includes(value)) return `${field} must be one of ${ANSWER_SCORES[field].join(', ')}.`;
  } else if (Object.hasOwn(RANGES, field)) {
    const [min, max] = RANGES[field];
    if (!wholeNumber(value, RANGES[field])) return `${field} must be a whole number from ${min} to ${max}.`;
    if (field === 'age' && value < ADULT_AGE)
      return `age must be ${ADULT_AGE} or more: the Drinking Check is for adults and saves nothing for anyone younger.`;
  } else if (Object.hasOwn(ENUMS, field)) {
    if (!Object.values(ENUMS[field]).includes(value)) return `${field} must be one of ${choices(ENUMS[field])}.`;
  } else if (Object.hasOwn(STRING_LIMITS, field)) {
    if (typeof value !== 'string' || value.length > STRING_LIMITS[field])
      return `${field} must be text of at most ${STRING_LIMITS[field]} characters.`;
    if (!storable(value)) return `${field} must be well-formed text without control characters.`;
    if (field === 'riskLevel' && !RISK_LEVEL_VALUES.includes(value))
      return `riskLevel must be one of ${RISK_LEVEL_VALUES.join(', ')}.`;
  } else if (BOOLEAN_FIELDS.includes(field)) {
    if (typeof value !== 'boolean') return `${field} must be true or false.`;
  } else {
    return `${field} is not a field of a self-assessment.`;
  }
  return undefined;
}

/**
 * The triage, total and risk level the answers make, by the widget's rules, when every answer
 * sent is valid and questions one to three are answered; else undefined (those fields' own
 * problems are named instead).
 */
function resultOf(body, valid) {
  const sent = ANSWER_FIELDS.filter((field) => body[SCORE_KEYS[field]] !== undefined);
  if (sent.some((field) => !valid(SCORE_KEYS[field])) || AUDIT_C_FIELDS.some((field) => !sent.includes(field))) return undefined;
  const answers = Object.fromEntries(sent.map((field) => [field, body[SCORE_KEYS[field]]]));
  const total = totalScore(answers);
  const scale = scaleFor(answers);
  const level = riskLevelForScore(total, scale);
  return { triage: auditCScore(answers), total, scale, level };
}

export function validateSaveRequest(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [error('body', 'The body must be a JSON object.')];
  const errors = [];
  for (const [field, value] of Object.entries(body)) {
    const problem = fieldProblem(field, value);
    if (problem) errors.push(error(field, problem));
  }
  for (const field of REQUIRED) if (body[field] === undefined) errors.push(error(field, `${field} is required.`));
  const valid = (field) => body[field] !== undefined && !errors.some(({ memberNames }) => memberNames[0] === field);
  const result = resultOf(body, valid);
  if (!result) return errors;
  if (valid('triage') && body.triage !== result.triage)
    errors.push(error('triage', `triage must be ${result.triage}, the sum of the first three answers.`));
  if (valid('totalScore') && body.totalScore !== result.total)
    errors.push(error('totalScore', `totalScore must be ${result.total}, the sum of the answers.`));
  const level = RISK_LEVEL_NAMES[result.level];
  if (valid('riskLevel') && body.riskLevel !== level) {
    const band = RISK_BANDS[result.scale][result.level].label;
    errors.push(
      error(
        'riskLevel',
        `riskLevel must be ${level} for a total of ${result.total} (${band} on the ${SCALE_NAMES[result.scale]} scale).`,
      ),
    );
  }
  return errors;
}

/**
 * Text PostgreSQL can keep as it came: no NUL (text and jsonb refuse it), no other control
 * character, no lone surrogate (jsonb refuses a "\ud800" escape).
 */
const storable = (text) => text.isWellFormed() && !/[\u0000-\u001f\u007f]/.test(text);

/** The same for text typed in a box of several lines: line breaks and tabs are kept. */
export const storableLines = (text) => text.isWellFormed() && !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);

/** The highest page asked for: its offset stays a small whole number in SQL (a bigger one is a 400, not a 500). */
export const MAX_PAGE = 1_000_000_000;

/** page 1 to MAX_PAGE (default 1); resultsPerPage 0-20 (default 20). */
export function parsePaging(searchParams) {
  const errors = [];
  const read = (name, fallback, min, max) => {
    const text = searchParams.get(name);
    if (text === null) return fallback;
    const value = Number(text);
    if (!/^\d{1,10}$/.test(text) || value < min || value > max)
      errors.push(error(name, `${name} must be a whole number from ${min} to ${max}.`));
    return value;
  };
  const page = read('page', 1, 1, MAX_PAGE);
  const resultsPerPage = read('resultsPerPage', 20, 0, 20);
  return { page, resultsPerPage, errors };
}

/**
 * Content search: every parameter optional; query at most 100 characters; skip and take whole
 * numbers; exclusivecategorylogic true or false.
 */
export function validateSearch(searchParams) {
  const errors = [];
  const query = searchParams.get('query');
  if (query !== null && query.length > 100) errors.push(error('query', 'query is at most 100 characters.'));
  for (const name of ['skip', 'take']) {
    const text = searchParams.get(name);
    if (text !== null && !/^\d{1,6}$/.test(text)) errors.push(error(name, `${name} must be a whole number.`));
  }
  const logic = searchParams.get('exclusivecategorylogic');
  if (logic !== null && logic !== 'true' && logic !== 'false')
    errors.push(error('exclusivecategorylogic', 'exclusivecategorylogic must be true or false.'));
  return errors;
}

/**
 * The Idempotency-Key header: absent, or 1 to 200 visible ASCII characters (a UUID is 36), kept
 * whole. Returns { key, errors }.
 */
export function readIdempotencyKey(headers) {
  const key = headers['idempotency-key'];
  if (key === undefined) return { key: undefined, errors: [] };
  return /^[\x21-\x7e]{1,200}$/.test(key)
    ? { key, errors: [] }
    : { key: undefined, errors: [error('Idempotency-Key', 'Idempotency-Key must be 1 to 200 visible ASCII characters.')] };
}

/** The ClientID header: absent, or 1 to 100 printable ASCII characters. Returns { clientId, errors }. */
export function readClientId(headers) {
  const clientId = headers.clientid;
  if (clientId === undefined || clientId === '') return { clientId: undefined, errors: [] };
  return /^[\x20-\x7e]{1,100}$/.test(clientId)
    ? { clientId, errors: [] }
    : { clientId: undefined, errors: [error('ClientID', 'ClientID must be 1 to 100 printable ASCII characters.')] };
}
