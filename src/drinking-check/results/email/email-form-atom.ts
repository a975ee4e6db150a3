import { atom } from 'jotai';
import type { CheckResult } from '../../state/atoms';

/**
 * What the email form keeps across remounts of the results page (a tab switch) within one
 * widget instance, never in storage: which result was sent (a new result shows the form again)
 * and whether the signed-in auto-submit has had its one try.
 */
export interface EmailFormMemory {
  sentFor?: CheckResult;
  autoSubmitTried: boolean;
}

export const emailFormAtom = atom<EmailFormMemory>({ autoSubmitTried: false });
