// The outward code formats of UK postcodes: A9, A99, AA9, AA99, A9A, AA9A (letters limited
// to those Royal Mail uses in each position), plus the special GIR 0AA.
const OUTWARD = '(?:[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?|[0-9][A-HJKPS-UW]))';
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';

const FULL_POSTCODE = new RegExp(`^(?:GIR ?0AA|${OUTWARD} ?${INWARD})$`, 'i');
const PARTIAL_POSTCODE = new RegExp(`^(?:GIR|${OUTWARD})$`, 'i');

/** A full UK postcode such as 'SW1A 1AA' (any case, space optional, outer whitespace ignored). */
export function isValidUkPostcode(value: unknown): boolean {
  return typeof value === 'string' && FULL_POSTCODE.test(value.trim());
}

/** The outward code only, such as 'SW1A' or 'M1'. */
export function isValidPartialUkPostcode(value: unknown): boolean {
  return typeof value === 'string' && PARTIAL_POSTCODE.test(value.trim());
}
