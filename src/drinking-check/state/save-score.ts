import { buildScorePayload, saveBlockers, type Answers, type Profile } from '../../core/audit';
import type { PlatformServices } from '../../platform/services';
import type { CheckResult } from './atoms';

interface SaveOptions {
  brand: string;
  campaign: string;
  /** The results email: email the results; left out, the profile's subscriptionOptIn is used. */
  emailMyResults?: boolean;
  /** The results email's opt-in (both consents); left out, as emailMyResults. */
  emailSubscriptionOptIn?: boolean;
  /** false for a repeat save of the same result (the results email): no second risk event. */
  riskEvent?: boolean;
}

/**
 * Saves the score through the platform when the required fields are set (spec section 4).
 * A risk event follows a successful save; a failure is only logged. When a save cannot be made
 * the result still shows, and the reason is logged once per element. Never rejects.
 */
export async function saveScore(
  platform: PlatformServices,
  answers: Answers,
  profile: Profile,
  result: CheckResult | undefined,
  { brand, campaign, emailMyResults, emailSubscriptionOptIn, riskEvent = true }: SaveOptions,
): Promise<boolean> {
  const blockers = saveBlockers(answers, profile);
  if (blockers.length > 0) {
    platform.host.warn(
      'save-not-made',
      `the result is shown but not saved: ${blockers.map((b) => (b === 'under18' ? 'age under 18' : `no ${b}`)).join(', ')}.`,
    );
    return false;
  }
  try {
    const saved = await platform.api.saveSelfAssessment(
      buildScorePayload(answers, profile, { brand, campaign, emailMyResults, emailSubscriptionOptIn }),
    );
    if (saved && result && riskEvent) platform.analytics.track('risk', { risk_level: result.riskLevel, score: result.score });
    return saved;
  } catch {
    console.error('An error has occurred in saveScore');
    return false;
  }
}
