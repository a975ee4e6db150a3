import { atom } from 'jotai';
import type { Answers, Profile, RiskLevel, RiskScale } from '../../core/audit';

/** The outcome shown on the results screens. */
export interface CheckResult {
  score: number;
  scale: RiskScale;
  riskLevel: RiskLevel;
  /** The answers the result came from: Begin and Redo clear the answers in progress, not these. */
  answers: Answers;
}

export const answersAtom = atom<Answers>({});
export const profileAtom = atom<Profile>({});
export const hasResultsAtom = atom(false);
export const scoreAtom = atom<CheckResult | undefined>(undefined);
/**
 * The result for which a signed-in person's results email went by itself: once per result, kept
 * across a reload with the result (docs/decisions/0173-newsletter-status-and-the-email-form.md).
 */
export const autoEmailedAtom = atom<CheckResult | undefined>(undefined);

/**
 * The calculator under question two: how many of each drink, and whether it is open. Begin and
 * Redo empty it with the answers, so the next person on a shared screen never sees them.
 */
export const pickerAmountsAtom = atom<readonly number[]>([]);
export const pickerOpenAtom = atom(false);
/** Units of those drinks (DrinkPicker, loaded on demand, works them out). */
export const pickerUnitsAtom = atom(0);
