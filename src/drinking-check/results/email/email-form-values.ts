import type { Profile } from '../../../core/audit';
import { isValidEmail, isValidName } from '../../../core/validation';
import type { CopyKey } from '../../../platform/text';

export interface EmailFormValues {
  name: string;
  email: string;
  /** Consent to the use of the email address to send the results. */
  consentUse: boolean;
  /** Consent to the processing of anonymised data. */
  consentData: boolean;
}

export type EmailField = 'name' | 'email' | 'consents';

export interface EmailFormError {
  field: EmailField;
  message: CopyKey;
}

export const EMPTY_VALUES: EmailFormValues = { name: '', email: '', consentUse: false, consentData: false };

/** Spec section 5: the consent block shows once a name or an email exists. */
export const hasTyped = (values: EmailFormValues): boolean => values.name.trim() !== '' || values.email.trim() !== '';

/** The values as saved: surrounding spaces (often added by a phone keyboard) are dropped. */
export const cleanEmail = (email: string): string => email.trim();
export const cleanName = (name: string): string => name.normalize('NFC').trim();

/**
 * The problems of the values, in the order of the fields (the GOV.UK error summary's order).
 * The consents count only while their block is shown: a hidden field cannot be fixed or linked to.
 */
export function emailFormErrors(values: EmailFormValues, consentsShown: boolean): EmailFormError[] {
  const errors: EmailFormError[] = [];
  const name = cleanName(values.name);
  const email = cleanEmail(values.email);
  if (name === '') errors.push({ field: 'name', message: 'dc.email.nameMissing' });
  else if (!isValidName(name)) errors.push({ field: 'name', message: 'dc.email.nameInvalid' });
  if (email === '') errors.push({ field: 'email', message: 'dc.email.emailMissing' });
  else if (!isValidEmail(email)) errors.push({ field: 'email', message: 'dc.email.emailInvalid' });
  if (consentsShown && !(values.consentUse && values.consentData)) {
    errors.push({ field: 'consents', message: 'dc.email.consentsMissing' });
  }
  return errors;
}

/** Valid as a whole: name and email valid and both consents ticked. */
export const isCompleteForm = (values: EmailFormValues): boolean => emailFormErrors(values, true).length === 0;

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
