// A save the widget could have made, and what is wrong with one it could not (issue 28): the
// outbox sends nothing else.
import { describe, expect, it } from 'vitest';
import { buildScorePayload, isScorePayload, scorePayloadProblems, type Answers, type Profile } from '../../../src/core/audit';

const ANSWERS: Answers = {
  drinkFrequency: 3,
  unitsPerTypicalDay: 2,
  bingeFrequency: 2,
  unableToStop: 1,
  unableToMeetExpectation: 0,
  morningDrink: 0,
  feltGuilty: 1,
  memoryLoss: 0,
  injury: 0,
  relativeConcerned: 2,
};
const PROFILE: Profile = {
  hereFor: 'Myself',
  age: 34,
  sex: 1,
  genderMatchesBirth: 0,
  previousAlcoholAssessment: 1,
  fullName: ' Ann Smith ',
  email: 'ann@example.org',
};
const GOOD = buildScorePayload(ANSWERS, PROFILE, {
  brand: 'b',
  campaign: 'spring',
  emailMyResults: true,
  emailSubscriptionOptIn: false,
});
const SHORT = buildScorePayload(
  { drinkFrequency: 1, unitsPerTypicalDay: 0, bingeFrequency: 0 },
  { hereFor: 'SomeICareAbout', age: 70, sex: 0 },
);

describe('a save the widget could have made', () => {
  it.each([
    ['a full check with an email', GOOD],
    ['an AUDIT-C early exit, for someone else', SHORT],
  ])('%s is one', (_, payload) => {
    expect(scorePayloadProblems(payload)).toEqual([]);
    expect(isScorePayload(JSON.parse(JSON.stringify(payload)))).toBe(true);
  });

  it.each([
    [
      'nothing',
      {},
      ['triage', 'totalScore', 'postcode', 'brand', 'campaign', 'name', 'emailMyResults', 'emailSubscriptionOptIn'],
    ],
    ['age 0', { ...GOOD, age: 0 }, ['age']],
    ['age 11', { ...GOOD, age: 11 }, ['age']],
    ['age 200', { ...GOOD, age: 200 }, ['age']],
    ['age 34.5', { ...GOOD, age: 34.5 }, ['age']],
    ['sex 7', { ...GOOD, sex: 7 }, ['sex']],
    ['genderIdentity 250', { ...GOOD, genderIdentity: 250 }, ['genderIdentity']],
    [
      'score 0 with PossibleDependence',
      { ...SHORT, frequencyScore: 0, triage: 0, totalScore: 0, riskLevel: 'PossibleDependence' },
      ['riskLevel'],
    ],
    ['a total that is not the sum', { ...GOOD, totalScore: 40 }, ['totalScore']],
    ['a score no answer has', { ...GOOD, injuryScore: 3 }, ['injuryScore']],
    ['a field the widget never sends', { ...GOOD, isAdmin: true }, ['isAdmin']],
    ['a name of 1,000 characters', { ...GOOD, name: 'A'.repeat(1000) }, ['name']],
    ['a flag that is not true or false', { ...GOOD, emailMyResults: 'yes' }, ['emailMyResults']],
    ['an array', [GOOD], ['payload']],
  ])('%s is not one', (_, payload, fields) => {
    const problems = scorePayloadProblems(payload);
    expect(problems).toEqual(expect.arrayContaining(fields as string[]));
    expect(isScorePayload(payload)).toBe(false);
  });
});
