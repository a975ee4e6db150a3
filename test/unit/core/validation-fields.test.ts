import { describe, it, expect } from 'vitest';
import {
  AMOUNT_MAX,
  AMOUNT_MIN,
  canDecreaseAmount,
  canIncreaseAmount,
  clampAmount,
  isValidEmail,
  isValidName,
  isValidPartialUkPostcode,
  isValidUkPostcode,
  parseAmount,
  parseSex,
  typedAmount,
} from '../../../src/core/validation';

describe('parseSex', () => {
  it.each<[unknown, 0 | 1 | undefined]>([
    ['Male', 0],
    ['male', 0],
    [0, 0],
    ['0', 0],
    ['Female', 1],
    ['female', 1],
    [1, 1],
    ['1', 1],
    ['MALE', undefined],
    ['m', undefined],
    [2, undefined],
    ['', undefined],
    [undefined, undefined],
    [null, undefined],
    [NaN, undefined],
  ])('%j -> %s', (input, expected) => {
    expect(parseSex(input)).toBe(expected);
  });
});

describe('drink amounts', () => {
  it('run from 0 to 99', () => {
    expect([AMOUNT_MIN, AMOUNT_MAX]).toEqual([0, 99]);
  });

  it.each<[unknown, number]>([
    [0, 0],
    [1, 1],
    [99, 99],
    [100, 99],
    [-1, 0],
    [2.9, 2],
    [-0.5, 0],
    ['5', 5],
    [' 7 ', 7],
    ['5.8', 5],
    ['', 0],
    ['  ', 0],
    ['abc', 0],
    ['3 drinks', 0],
    [NaN, 0],
    [Infinity, 0],
    [undefined, 0],
    [null, 0],
    [true, 0],
  ])('parseAmount(%j) = %i', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });

  it.each([
    [50, 50],
    [120, 99],
    [-3, 0],
    [4.4, 4],
    [NaN, 0],
  ])('clampAmount(%f) = %i', (input, expected) => {
    expect(clampAmount(input)).toBe(expected);
  });

  it.each([
    [0, false, true],
    [1, true, true],
    [98, true, true],
    [99, true, false],
    ['', false, true],
  ])('amount %j: minus %s, plus %s', (amount, minus, plus) => {
    expect(canDecreaseAmount(amount)).toBe(minus);
    expect(canIncreaseAmount(amount)).toBe(plus);
  });

  // The field showed `previous`; the person typed and it now reads `text` (caret anywhere).
  it.each([
    [0, '20', 2], // WebKit: a tap leaves the caret before the 0
    [0, '02', 2],
    [0, '40', 4],
    [0, '00', 0],
    [0, '0', 0],
    [0, '7', 7],
    [1, '10', 10],
    [2, '25', 25],
    [3, '', 0],
    [3, '3x', 0],
    [0, ' 5 ', 5],
  ])('typed into a field showing %i, reading %j: %i drinks', (previous, text, expected) => {
    expect(typedAmount(previous, text)).toBe(expected);
  });
});

describe('isValidName', () => {
  it.each([
    'Jo',
    'Sam Smith',
    'Mary-Jane',
    "O'Brien",
    'O\u2019Brien',
    'Zoë',
    'José Álvarez',
    'Björn Ångström',
    'Łukasz Żółć',
    'Chloé',
    'Chlo\u0065\u0301', // e + combining acute accent
    '  Ann  ',
    'A'.repeat(40),
  ])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
  });

  it.each<unknown>([
    'J',
    ' J ',
    '',
    'A'.repeat(41),
    'Sam2',
    'sam@example.org',
    'Anne_Marie',
    '--',
    "''",
    'Дмитрий',
    '王芳',
    'Sam <script>',
    undefined,
    null,
    42,
  ])('rejects %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it.each([
    'sam@example.org',
    'sam.smith@example.co.uk',
    'sam+alerts@mail.example.com',
    "o'brien@example.ie",
    'SAM@EXAMPLE.ORG',
    'a@b.io',
    'first_last-1@sub-domain.example.org',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each<unknown>([
    '',
    'sam',
    'sam@',
    '@example.org',
    'sam@example',
    'sam@example.c',
    'sam@example.123',
    'sam example@example.org',
    ' sam@example.org',
    'sam@example.org ',
    'sam@@example.org',
    'sam@exa mple.org',
    'sam@.example.org',
    'sam@example..org',
    '.sam@example.org',
    'sam..smith@example.org',
    `${'a'.repeat(250)}@example.org`,
    undefined,
    null,
    42,
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('UK postcodes', () => {
  it.each([
    'SW1A 1AA',
    'sw1a1aa',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'EC1A 1BB',
    'GIR 0AA',
    'gir0aa',
    ' LS1 4AP ',
  ])('%j is a full postcode', (postcode) => {
    expect(isValidUkPostcode(postcode)).toBe(true);
  });

  it.each<unknown>(['SW1A', 'SW1A 1A', 'SW1A  1AA', 'QW1 1AA', 'SW1A 1CA', '12345', 'SW1A-1AA', '', undefined, 42])(
    '%j is not a full postcode',
    (postcode) => {
      expect(isValidUkPostcode(postcode)).toBe(false);
    },
  );

  it.each(['SW1A', 'M1', 'b33', 'DN55', 'EC1A', 'W1A', 'GIR'])('%j is an outward code', (postcode) => {
    expect(isValidPartialUkPostcode(postcode)).toBe(true);
  });

  it.each<unknown>(['SW1A 1AA', 'Q1', '1M', 'SW1AA', '', undefined])('%j is not an outward code', (postcode) => {
    expect(isValidPartialUkPostcode(postcode)).toBe(false);
  });
});
