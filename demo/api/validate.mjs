// Checks of the reference API against the limits of spec section 5. Each returns a list of
// BadRequest errors ({ memberNames, errorMessage }); empty means valid.

const SCORE_FIELDS = [
  'totalScore',
  'triage',
  'bingeFrequencyScore',
  'frequencyScore',
  'unitNumberScore',
  'unableToStopScore',
  'expectationScore',
  'morningScore',
  'guiltScore',
  'memoryLossScore',
  'injuryScore',
  'relativeConcernedScore',
  'age',
  'sex',
  'genderIdentity',
  'genderMatchesBirth',
  'previousAlcoholAssessment',
];
const STRING_LIMITS = { postcode: 8, riskLevel: 100, emailAddress: 254, name: 100, brand: 100, campaign: 100 };
const BOOLEAN_FIELDS = ['emailMyResults', 'emailSubscriptionOptIn'];
const RISK_LEVELS = ['Low', 'Increasing', 'Higher', 'PossibleDependence'];

const error = (member, errorMessage) => ({ memberNames: [member], errorMessage });

export function validateSaveRequest(body) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return [error('body', 'The body must be a JSON object.')];
  const errors = [];
  for (const [field, value] of Object.entries(body)) {
    if (SCORE_FIELDS.includes(field)) {
      if (!Number.isInteger(value) || value < 0 || value > 255)
        errors.push(error(field, `${field} must be a whole number from 0 to 255.`));
    } else if (field in STRING_LIMITS) {
      if (typeof value !== 'string' || value.length > STRING_LIMITS[field])
        errors.push(error(field, `${field} must be text of at most ${STRING_LIMITS[field]} characters.`));
      else if (!storable(value)) errors.push(error(field, `${field} must be well-formed text without control characters.`));
      else if (field === 'riskLevel' && !RISK_LEVELS.includes(value))
        errors.push(error(field, `riskLevel must be one of ${RISK_LEVELS.join(', ')}.`));
    } else if (BOOLEAN_FIELDS.includes(field)) {
      if (typeof value !== 'boolean') errors.push(error(field, `${field} must be true or false.`));
    } else {
      errors.push(error(field, `${field} is not a field of a self-assessment.`));
    }
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
