import { COMMON_COPY } from './common-copy';
import { DRINKING_CHECK_COPY } from './drinking-check-copy';
import { RESULTS_ADVICE_COPY } from './results-advice-copy';
import { RESULTS_COPY } from './results-copy';
import { UNIT_CALCULATOR_COPY } from './unit-calculator-copy';

export const DEFAULT_COPY = { ...COMMON_COPY, ...DRINKING_CHECK_COPY, ...RESULTS_COPY, ...RESULTS_ADVICE_COPY, ...UNIT_CALCULATOR_COPY };

export type CopyKey = keyof typeof DEFAULT_COPY;

export function defaultText(key: CopyKey): string {
  return DEFAULT_COPY[key];
}
