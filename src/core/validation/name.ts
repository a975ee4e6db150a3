export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 40;

// Latin letters (including accented ones), spaces, hyphens and straight or curly apostrophes.
const NAME_PATTERN = /^[\p{Script=Latin} '\u2019-]+$/u;
const HAS_LETTER = /\p{Script=Latin}/u;

/** 2 to 40 characters after trimming, with at least one letter. */
export function isValidName(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  // NFC so that a letter typed as base letter + combining accent counts as one letter.
  const name = value.normalize('NFC').trim();
  return name.length >= NAME_MIN_LENGTH && name.length <= NAME_MAX_LENGTH && NAME_PATTERN.test(name) && HAS_LETTER.test(name);
}
