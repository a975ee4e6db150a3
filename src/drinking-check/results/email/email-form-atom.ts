import { atom } from 'jotai';
import type { CheckResult } from '../../state/atoms';

/**
 * What the email form keeps across remounts of the results page (a tab switch) within one
 * widget instance, never in storage: which result was sent (a new result shows the form again).
 * The signed-in automatic send is kept with the result (autoEmailedAtom).
 */
export interface EmailFormMemory {
  sentFor?: CheckResult;
}

export const emailFormAtom = atom<EmailFormMemory>({});
