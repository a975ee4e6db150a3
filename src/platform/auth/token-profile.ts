import { HERE_FOR, type Profile } from '../../core/audit/profile';
import { ageFromDateOfBirth } from '../../core/validation/date-of-birth';
import { parseSex } from '../../core/validation/sex';

interface TokenClaims {
  exp?: unknown;
  name?: unknown;
  emails?: unknown;
  email?: unknown;
  extension_DateOfBirth?: unknown;
  extension_dateOfBirth?: unknown;
  extension_Sex?: unknown;
  extension_sex?: unknown;
}

/**
 * The profile shown to a signed-in person, read from their token (display only: the API
 * validates the token). Age from the date-of-birth claim, sex from the sex claim, full name from
 * the name claim, email from `emails` (the identity provider's list: the first valid one) or
 * `email`, hereFor Myself. undefined, with 'Invalid token specified' logged, when the token cannot
 * be read.
 */
export function profileFromToken(token: string, today: Date = new Date()): Profile | undefined {
  let claims: TokenClaims;
  try {
    claims = decodePayload(token) as TokenClaims;
  } catch {
    console.error('Invalid token specified');
    return undefined;
  }
  const profile: Profile = { hereFor: HERE_FOR.Myself };
  const dob = claims.extension_DateOfBirth ?? claims.extension_dateOfBirth;
  if (typeof dob === 'string') {
    const age = ageFromDateOfBirth(dob, today);
    if (age > 0) profile.age = age;
  }
  const sex = parseSex(claims.extension_Sex ?? claims.extension_sex);
  if (sex !== undefined) profile.sex = sex;
  if (typeof claims.name === 'string' && claims.name.trim()) profile.fullName = claims.name.trim().slice(0, 100);
  const email = emailClaim(claims);
  if (email) profile.email = email;
  return profile;
}

/**
 * B2C puts the sign-in address in `emails` (an array); other flows in `email`. The first that
 * looks like an address; the email form checks it fully before anything is sent.
 */
function emailClaim({ emails, email }: TokenClaims): string | undefined {
  const candidates = [...(Array.isArray(emails) ? emails : []), email];
  return candidates
    .map((value) => (typeof value === 'string' ? value.trim() : ''))
    .find((value) => /^[^\s@]+@[^\s@]+$/.test(value));
}

/**
 * When the token stops being valid, in ms since the epoch (its exp claim); undefined when it
 * carries no expiry or cannot be read.
 */
export function tokenExpiresAt(token: string): number | undefined {
  try {
    const { exp } = decodePayload(token) as TokenClaims;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A JWT's payload (base64url JSON, UTF-8); throws when it is not one. A plain loop over the bytes:
 * Uint8Array.from with a mapping function took 63 ms for a 15 KB payload in WebKit
 * (docs/decisions/0262-app-messages-are-small-and-read-in-a-moment.md).
 */
function decodePayload(token: string): unknown {
  const binary = atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return JSON.parse(new TextDecoder().decode(bytes));
}
