import type { Profile } from '../../../core/audit';
import { isValidEmail, isValidName } from '../../../core/validation';
import type { CopyKey } from '../../../platform/text';

export interface EmailFormValues {
  name: string;
  email: string;
  /** Consent to the use of the email address to send the results. */
  consentUse: boolean;
  /** Consent to the processing of anonymised data: optional, it only sets the opt-in. */
  consentData: boolean;
}

export type EmailField = 'name' | 'email' | 'consents';

export interface EmailFormError {
  field: EmailField;
  message: CopyKey;
}

export const EMPTY_VALUES: EmailFormValues = { name: '', email: '', consentUse: false, consentData: false };

/** Something is typed: a signed-in profile fills only an untouched form. */
export const hasTyped = (values: EmailFormValues): boolean => values.name.trim() !== '' || values.email.trim() !== '';

/** The values as saved: surrounding spaces (often added by a phone keyboard) are dropped. */
export const cleanEmail = (email: string): string => email.trim();
export const cleanName = (name: string): string => name.normalize('NFC').trim();

/**
 * The problems of the values, in the order of the fields (the GOV.UK error summary's order).
 * Only the consent to be emailed is needed: the one to research use is the person's free choice
 * (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md).
 */
export function emailFormErrors(values: EmailFormValues): EmailFormError[] {
  const errors: EmailFormError[] = [];
  const name = cleanName(values.name);
  const email = cleanEmail(values.email);
  if (name === '') errors.push({ field: 'name', message: 'dc.email.nameMissing' });
  else if (!isValidName(name)) errors.push({ field: 'name', message: 'dc.email.nameInvalid' });
  if (email === '') errors.push({ field: 'email', message: 'dc.email.emailMissing' });
  else if (!isValidEmail(email)) errors.push({ field: 'email', message: 'dc.email.emailInvalid' });
  if (!values.consentUse) errors.push({ field: 'consents', message: 'dc.email.consentUseMissing' });
  return errors;
}

/** Valid as a whole: name and email valid and the consent to be emailed given. */
export const isCompleteForm = (values: EmailFormValues): boolean => emailFormErrors(values).length === 0;

/**
 * The save's two flags (spec section 3: `emailMyResults`, `emailSubscriptionOptIn`): the results
 * are emailed with the consent to email alone; the opt-in is true only when both boxes are ticked
 * (spec section 4) (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md).
 */
export function emailFlags(values: EmailFormValues): { emailMyResults: boolean; emailSubscriptionOptIn: boolean } {
  return { emailMyResults: values.consentUse, emailSubscriptionOptIn: values.consentUse && values.consentData };
}

/**
 * Fills the empty fields from what is known about the person: first what they gave earlier in
 * this session (the check's profile), then their signed-in profile. Both consents count as given
 * only when that profile says subscriptionOptIn is true; anything else leaves them unticked.
 */
export function prefilled(values: EmailFormValues, ...profiles: (Profile | undefined)[]): EmailFormValues {
  const next = { ...values };
  for (const profile of profiles) {
    if (!profile) continue;
    if (next.name === '' && profile.fullName) next.name = profile.fullName;
    if (next.email === '' && profile.email) next.email = profile.email;
    if (!next.consentUse && !next.consentData && profile.subscriptionOptIn === true) {
      next.consentUse = true;
      next.consentData = true;
    }
  }
  return next;
}
