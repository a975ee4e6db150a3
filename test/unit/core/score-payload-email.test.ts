// Issue 27, item 7: the results email is sent with the consent to email alone; the opt-in is true
// only when both consents are given (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md).
import { describe, expect, it } from 'vitest';
import { buildScorePayload, type Answers, type Profile } from '../../../src/core/audit';

const ANSWERS: Answers = { drinkFrequency: 3, unitsPerTypicalDay: 2, bingeFrequency: 1 };
const PROFILE: Profile = { hereFor: 'Myself', sex: 1, age: 34, email: 'zoe@example.org', fullName: 'Zoë' };

describe('buildScorePayload: the results email and the opt-in', () => {
  it.each([
    [
      { emailMyResults: true, emailSubscriptionOptIn: false },
      { emailMyResults: true, emailSubscriptionOptIn: false },
    ],
    [
      { emailMyResults: true, emailSubscriptionOptIn: true },
      { emailMyResults: true, emailSubscriptionOptIn: true },
    ],
    [
      { emailMyResults: false, emailSubscriptionOptIn: false },
      { emailMyResults: false, emailSubscriptionOptIn: false },
    ],
  ])('options %j send %j', (options, flags) => {
    expect(buildScorePayload(ANSWERS, { ...PROFILE, subscriptionOptIn: true }, options)).toMatchObject({
      ...flags,
      emailAddress: 'zoe@example.org',
    });
  });

  it.each([true, false])('any other save carries the profile opt-in (%s) in both flags, as spec section 3 says', (optIn) => {
    expect(buildScorePayload(ANSWERS, { ...PROFILE, subscriptionOptIn: optIn })).toMatchObject({
      emailMyResults: optIn,
      emailSubscriptionOptIn: optIn,
    });
  });
});
