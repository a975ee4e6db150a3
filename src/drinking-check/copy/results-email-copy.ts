/**
 * Default copy of the results email form (spec sections 2, 4 and 5). Back is common.back. Only the
 * consent to be emailed is needed (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md).
 */
export const RESULTS_EMAIL_COPY = {
  'dc.email.title': 'Get your results by email',
  'dc.email.intro': 'We will email you your result and the advice on this page.',
  'dc.email.intro.someone': 'We will email you their result and the advice on this page.',
  'dc.email.name': 'Full name',
  'dc.email.email': 'Email address',
  'dc.email.consents': 'Do you agree?',
  'dc.email.consentUse': 'I agree that you use my email address to send me my results.',
  'dc.email.consentData': 'I agree that you use my answers, without my name or email address, to understand drinking in the UK.',
  'dc.email.consentDataOptional': 'This one is up to you: we email your results whether or not you tick it.',
  'dc.email.privacyLine': 'We use your name and email address to send you your results.',
  'dc.email.privacy': 'How we use your information: our privacy notice',
  'dc.email.submit': 'Email my results',
  'dc.email.sending': 'Sending your results...',
  'dc.email.nameMissing': 'Enter your full name',
  'dc.email.nameInvalid': 'Full name must be 2 to 40 characters: letters, spaces, hyphens and apostrophes only',
  'dc.email.emailMissing': 'Enter your email address',
  'dc.email.emailInvalid': 'Enter an email address in the correct format, like name@example.com',
  'dc.email.consentUseMissing': 'Tick the box to agree that we use your email address to send your results',
  'dc.email.sendFailed': 'We could not send your results. What you typed is still here: please try again.',
  'dc.email.tryAgain': 'Try again',
  'dc.email.sentTitle': 'Thank you',
  'dc.email.sentText': 'Your results are on the way to {email}. If you cannot find the email, look in your junk or spam folder.',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    RESULTS_EMAIL_COPY: typeof RESULTS_EMAIL_COPY;
  }
}
