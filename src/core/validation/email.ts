export const EMAIL_MAX_LENGTH = 254;

const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,}$`);

/**
 * Local part, '@', a domain with at least one dot and a top-level part of two or more
 * letters. No spaces anywhere (the value is not trimmed).
 */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
