import type { useStore } from 'jotai';
import type { Profile } from '../../../core/audit';
import type { PlatformServices } from '../../../platform/services';
import { answersAtom, profileAtom, scoreAtom } from '../../state/atoms';
import { saveScore } from '../../state/save-score';
import { cleanEmail, cleanName, emailFlags, type EmailFormValues } from './email-form-values';

interface SendContext {
  store: ReturnType<typeof useStore>;
  platform: PlatformServices;
  settings: { brand: string; campaign: string };
  updateProfile: (patch: Partial<Profile>) => void;
}

/**
 * Sends the result on screen again with `emailMyResults` (spec section 5): the person's name and
 * email go into the profile of the save, never to analytics; the opt-in only when both boxes are
 * ticked (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md). True when
 * the API took it.
 */
export async function sendResultsEmail(
  { store, platform, settings, updateProfile }: SendContext,
  values: EmailFormValues,
  automatic: boolean,
) {
  const flags = emailFlags(values);
  updateProfile({
    fullName: cleanName(values.name),
    email: cleanEmail(values.email),
    subscriptionOptIn: flags.emailSubscriptionOptIn,
  });
  // A fixed event only: no name, email or other free text ever goes to analytics.
  platform.analytics.track('results_email_submit', { automatic });
  // The answers of the result on screen: a Redo since then has cleared the answers in progress.
  const shown = store.get(scoreAtom);
  return saveScore(platform, shown?.answers ?? store.get(answersAtom), store.get(profileAtom), shown, {
    brand: settings.brand,
    campaign: settings.campaign,
    ...flags,
    riskEvent: false,
  });
}
