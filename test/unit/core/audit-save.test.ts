import { describe, it, expect } from 'vitest';
import {
  GENDER_IDENTITY,
  GENDER_MATCHES_BIRTH,
  HERE_FOR,
  PREVIOUS_ASSESSMENT,
  SEX,
  buildScorePayload,
  canSave,
  saveBlockers,
  type Answers,
  type Profile,
} from '../../../src/core/audit';

const ANSWERS: Answers = { drinkFrequency: 3, unitsPerTypicalDay: 2, bingeFrequency: 1 };
const PROFILE: Profile = { hereFor: 'Myself', sex: 1, age: 34 };

describe('profile constants', () => {
  // docs/decisions/0002-previous-assessment-values.md
  it('match spec section 3, with the previous assessment sent as 0 to 3', () => {
    expect(SEX).toEqual({ Male: 0, Female: 1 });
    expect(HERE_FOR).toEqual({ Myself: 'Myself', SomeICareAbout: 'SomeICareAbout' });
    expect(GENDER_MATCHES_BIRTH).toEqual({ Yes: 0, No: 1, PreferNotToSay: 2 });
    expect(GENDER_IDENTITY).toEqual({
      Man: 0,
      Woman: 1,
      Transman: 2,
      Transwoman: 3,
      Genderfluid: 4,
      NonBinary: 5,
      Other: 6,
      PreferNotToSay: 7,
    });
    expect(PREVIOUS_ASSESSMENT).toEqual({ Yes: 0, No: 1, NotSure: 2, PreferNotToSay: 3 });
  });
});

describe('canSave', () => {
  it('is true when the three first answers, hereFor, sex and age are set', () => {
    expect(canSave(ANSWERS, PROFILE)).toBe(true);
    expect(
      canSave({ drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 }, { hereFor: 'SomeICareAbout', sex: 0, age: 18 }),
    ).toBe(true);
  });

  // Issue 14, finding 3: a token's age of 11 was saved.
  it.each([1, 11, 17])('is false for age %i, wherever it came from, and says why', (age) => {
    expect(canSave(ANSWERS, { ...PROFILE, age })).toBe(false);
    expect(saveBlockers(ANSWERS, { ...PROFILE, age })).toEqual(['under18']);
  });

  it('names every missing field', () => {
    expect(saveBlockers({ drinkFrequency: 1 }, { hereFor: 'Myself' })).toEqual([
      'bingeFrequency',
      'unitsPerTypicalDay',
      'sex',
      'age',
    ]);
  });

  it.each(['drinkFrequency', 'unitsPerTypicalDay', 'bingeFrequency'] as const)('is false without %s', (field) => {
    const answers = { ...ANSWERS };
    delete answers[field];
    expect(canSave(answers, PROFILE)).toBe(false);
  });

  it.each(['hereFor', 'sex', 'age'] as const)('is false without %s', (field) => {
    const profile = { ...PROFILE };
    delete profile[field];
    expect(canSave(ANSWERS, profile)).toBe(false);
  });

  it.each<[string, Answers | undefined, unknown]>([
    ['an invalid answer', { ...ANSWERS, bingeFrequency: 7 }, PROFILE],
    ['age 0', ANSWERS, { ...PROFILE, age: 0 }],
    ['age 151', ANSWERS, { ...PROFILE, age: 151 }],
    ['age NaN', ANSWERS, { ...PROFILE, age: NaN }],
    ['sex 2', ANSWERS, { ...PROFILE, sex: 2 }],
    ['an unknown hereFor', ANSWERS, { ...PROFILE, hereFor: 'Someone' }],
    ['no profile', ANSWERS, undefined],
    ['no answers', undefined, PROFILE],
  ])('is false with %s', (_name, answers, profile) => {
    expect(canSave(answers as Answers, profile as Profile)).toBe(false);
  });
});

describe('buildScorePayload', () => {
  const full: Answers = {
    drinkFrequency: 3,
    unitsPerTypicalDay: 2,
    bingeFrequency: 1,
    unableToStop: 1,
    unableToMeetExpectation: 0,
    morningDrink: 0,
    feltGuilty: 2,
    memoryLoss: 1,
    injury: 2,
    relativeConcerned: 4,
  };
  const profile: Profile = {
    hereFor: 'Myself',
    age: 42,
    sex: 0,
    genderMatchesBirth: 1,
    genderIdentity: 5,
    previousAlcoholAssessment: 2,
    postcode: 'SW1A 1AA',
    email: 'sam@example.org',
    fullName: 'Sam Smith',
    subscriptionOptIn: true,
  };

  it('maps every answer and profile field to the save request', () => {
    expect(buildScorePayload(full, profile, { brand: 'drinkaware', campaign: 'spring' })).toEqual({
      triage: 6,
      frequencyScore: 3,
      unitNumberScore: 2,
      bingeFrequencyScore: 1,
      unableToStopScore: 1,
      expectationScore: 0,
      morningScore: 0,
      guiltScore: 2,
      memoryLossScore: 1,
      injuryScore: 2,
      relativeConcernedScore: 4,
      totalScore: 16,
      riskLevel: 'Higher',
      age: 42,
      sex: 0,
      genderIdentity: 5,
      genderMatchesBirth: 1,
      previousAlcoholAssessment: 2,
      postcode: 'SW1A 1AA',
      brand: 'drinkaware',
      campaign: 'spring',
      name: 'Sam Smith',
      emailAddress: 'sam@example.org',
      emailMyResults: true,
      emailSubscriptionOptIn: true,
    });
  });

  it('after an early exit: only the first three scores, AUDIT-C risk level, defaults for the rest', () => {
    const payload = buildScorePayload({ drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 }, PROFILE);
    expect(payload).toEqual({
      triage: 4,
      frequencyScore: 2,
      unitNumberScore: 1,
      bingeFrequencyScore: 1,
      totalScore: 4,
      riskLevel: 'Low',
      age: 34,
      sex: 1,
      postcode: '',
      brand: '',
      campaign: '',
      name: '',
      emailMyResults: false,
      emailSubscriptionOptIn: false,
    });
    expect(payload).not.toHaveProperty('unableToStopScore');
    expect(payload).not.toHaveProperty('emailAddress');
  });

  it.each<[string, Answers, string]>([
    ['AUDIT-C scale for three answers totalling 9', { drinkFrequency: 4, unitsPerTypicalDay: 3, bingeFrequency: 2 }, 'Higher'],
    [
      'AUDIT-C scale for three answers totalling 11',
      { drinkFrequency: 4, unitsPerTypicalDay: 3, bingeFrequency: 4 },
      'PossibleDependence',
    ],
    [
      'full scale once a later answer exists',
      { drinkFrequency: 4, unitsPerTypicalDay: 3, bingeFrequency: 2, unableToStop: 0 },
      'Increasing',
    ],
    ['full scale at 20', { ...full, relativeConcerned: 4, morningDrink: 4 }, 'PossibleDependence'],
  ])('risk level on the %s', (_name, answers, level) => {
    expect(buildScorePayload(answers, PROFILE).riskLevel).toBe(level);
  });

  it.each([[''], ['   '], [undefined]])('omits emailAddress when the email is %j', (email) => {
    expect(buildScorePayload(full, { ...profile, email })).not.toHaveProperty('emailAddress');
  });

  it.each<[boolean | undefined, boolean | undefined, boolean]>([
    [true, undefined, true],
    [false, undefined, false],
    [undefined, undefined, false],
    [false, true, true],
    [true, false, false],
  ])('opt-in %s with emailMyResults option %s -> both flags %s', (subscriptionOptIn, emailMyResults, expected) => {
    const payload = buildScorePayload(full, { ...profile, subscriptionOptIn }, { emailMyResults });
    expect(payload.emailMyResults).toBe(expected);
    expect(payload.emailSubscriptionOptIn).toBe(expected);
  });

  it('omits unanswered and invalid scores rather than sending 0', () => {
    const payload = buildScorePayload({ drinkFrequency: 1, injury: 3, memoryLoss: -2 } as Answers, PROFILE);
    expect(payload.frequencyScore).toBe(1);
    for (const key of ['unitNumberScore', 'bingeFrequencyScore', 'injuryScore', 'memoryLossScore']) {
      expect(payload).not.toHaveProperty(key);
    }
  });

  it('leaves out invalid profile values and accepts sex and age given as text', () => {
    const messy = {
      age: '30',
      sex: 'female',
      genderIdentity: 9,
      genderMatchesBirth: -1,
      previousAlcoholAssessment: '1',
      postcode: 7,
    };
    const payload = buildScorePayload(ANSWERS, messy as unknown as Profile);
    expect(payload).toMatchObject({ age: 30, sex: 1, postcode: '' });
    expect(payload).not.toHaveProperty('genderIdentity');
    expect(payload).not.toHaveProperty('genderMatchesBirth');
    expect(payload).not.toHaveProperty('previousAlcoholAssessment');
  });

  it('does not throw on missing arguments', () => {
    const payload = buildScorePayload(undefined as unknown as Answers, undefined as unknown as Profile, undefined);
    expect(payload).toMatchObject({ triage: 0, totalScore: 0, riskLevel: 'Low', emailMyResults: false });
  });
});
