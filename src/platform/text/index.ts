import { AUDIT_QUESTIONS_COPY } from './audit-questions-copy';
import { CHECK_STEPS_COPY } from './check-steps-copy';
import { COMMON_COPY } from './common-copy';
import { DRINK_PICKER_COPY } from './drink-picker-copy';
import { DRINKING_CHECK_COPY } from './drinking-check-copy';
import { RESULTS_ADVICE_COPY } from './results-advice-copy';
import { RESULTS_COPY } from './results-copy';
import { RESULTS_EMAIL_COPY } from './results-email-copy';
import { SIGN_IN_COPY } from './sign-in-copy';
import { UCC_LOAD_COPY, UNIT_CALCULATOR_COPY } from './unit-calculator-copy';
import { UCC_DRINKS_COPY } from './unit-calculator-drinks-copy';
import { UCC_LIST_COPY } from './unit-calculator-list-copy';
import { UCC_EXTRAS_COPY } from './unit-calculator-extras-copy';
import { UCC_RESULTS_COPY } from './unit-calculator-results-copy';

/**
 * Every built-in text of both widgets, for the key type and the tests. At run time each app
 * registers only its own copy (register-copy.ts, and lazily loaded screens with their code).
 */
export const DEFAULT_COPY = {
  ...COMMON_COPY,
  ...DRINKING_CHECK_COPY,
  ...DRINK_PICKER_COPY,
  ...CHECK_STEPS_COPY,
  ...AUDIT_QUESTIONS_COPY,
  ...RESULTS_COPY,
  ...RESULTS_ADVICE_COPY,
  ...RESULTS_EMAIL_COPY,
  ...SIGN_IN_COPY,
  ...UNIT_CALCULATOR_COPY,
  ...UCC_LOAD_COPY,
  ...UCC_LIST_COPY,
  ...UCC_DRINKS_COPY,
  ...UCC_RESULTS_COPY,
  ...UCC_EXTRAS_COPY,
};

export type CopyKey = keyof typeof DEFAULT_COPY;
