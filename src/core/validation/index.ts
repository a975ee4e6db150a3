export { AGE_MIN, AGE_MAX, ADULT_AGE, parseAge, isValidAge, isAdult } from './age';
export { readAgeField, type AgeProblem } from './age-input';
export { parseSex } from './sex';
export { AMOUNT_MIN, AMOUNT_MAX, clampAmount, parseAmount, canDecreaseAmount, canIncreaseAmount, typedAmount } from './amount';
export { NAME_MIN_LENGTH, NAME_MAX_LENGTH, isValidName } from './name';
export { EMAIL_MAX_LENGTH, isValidEmail } from './email';
export { isValidUkPostcode, isValidPartialUkPostcode } from './postcode';
export { ageFromDateOfBirth } from './date-of-birth';
export { API_BASE, checkUrl, PAGE_LINK, REDIRECT_URI, REMOTE_LINK, type UrlRule } from './url';
