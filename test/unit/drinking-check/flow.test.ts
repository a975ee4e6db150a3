import { describe, expect, it } from 'vitest';
import { GENDER_MATCHES_BIRTH, type Profile } from '../../../src/core/audit';
import {
  aboutYouComplete,
  aboutYouProgress,
  beforeQuestions,
  isResumable,
  nextAboutYouPath,
  previousAboutYouPath,
  signedInStart,
} from '../../../src/drinking-check/state/flow';
import { afterAnswer } from '../../../src/drinking-check/questions/after-answer';
import { ADULT } from './render-app';

describe('about-you steps', () => {
  it('has 4 steps, or 5 when gender identity does not match birth', () => {
    expect(aboutYouProgress('/sex-at-birth', {})).toEqual({ step: 2, total: 4 });
    expect(aboutYouProgress('/alcohol-assessment', {})).toEqual({ step: 4, total: 4 });
    const notMatching = { genderMatchesBirth: GENDER_MATCHES_BIRTH.No };
    expect(aboutYouProgress('/gender-identity', notMatching)).toEqual({ step: 4, total: 5 });
    expect(aboutYouProgress('/alcohol-assessment', notMatching)).toEqual({ step: 5, total: 5 });
  });

  it('sends "no" to gender identity and "yes" or "prefer not to say" to the assessment', () => {
    expect(nextAboutYouPath('/identity-matches-birth', { genderMatchesBirth: 1 })).toBe('/gender-identity');
    expect(nextAboutYouPath('/identity-matches-birth', { genderMatchesBirth: 0 })).toBe('/alcohol-assessment');
    expect(nextAboutYouPath('/identity-matches-birth', { genderMatchesBirth: 2 })).toBe('/alcohol-assessment');
    expect(nextAboutYouPath('/gender-identity', { genderMatchesBirth: 1 })).toBe('/alcohol-assessment');
    expect(nextAboutYouPath('/alcohol-assessment', {})).toBe('/drinking-check/loading-drink-check');
  });

  it('goes back one step, and from the first step to the overview', () => {
    expect(previousAboutYouPath('/alcohol-assessment', { genderMatchesBirth: 1 })).toBe('/gender-identity');
    expect(previousAboutYouPath('/alcohol-assessment', { genderMatchesBirth: 0 })).toBe('/identity-matches-birth');
    expect(previousAboutYouPath('/respondent-age', {})).toBe('/overview');
  });

  it('is complete only for an adult with every step answered', () => {
    expect(aboutYouComplete(ADULT)).toBe(true);
    expect(aboutYouComplete({ ...ADULT, age: 17 })).toBe(false);
    expect(aboutYouComplete({ ...ADULT, genderMatchesBirth: 1 })).toBe(false);
    expect(aboutYouComplete({ ...ADULT, genderMatchesBirth: 1, genderIdentity: 5 })).toBe(true);
  });
});

describe('Back from question one', () => {
  it('goes to the last about-you step: the assessment, after gender identity when that was asked', () => {
    expect(beforeQuestions(ADULT, false)).toBe('/alcohol-assessment');
    expect(beforeQuestions({ ...ADULT, genderMatchesBirth: 1, genderIdentity: 5 }, true)).toBe('/alcohol-assessment');
  });

  it('goes to the start when the about-you steps were not all answered, except embedded, where there is none', () => {
    expect(beforeQuestions({ hereFor: 'Myself', age: 44, sex: 1 }, false)).toBe('/drinking-check');
    expect(beforeQuestions({ hereFor: 'Myself', age: 44, sex: 1 }, true)).toBeUndefined();
  });
});

describe('after an answer', () => {
  it('goes to the next question', () => {
    expect(afterAnswer(1, { drinkFrequency: 4 })).toEqual({ kind: 'next', path: '/drinking-check/question-two' });
  });

  it('ends after question three when questions one to three add up to 4 or less', () => {
    const result = afterAnswer(3, { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1, unableToStop: 3 });
    expect(result).toEqual({ kind: 'finish', answers: { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 } });
  });

  it('goes on to question four at 5', () => {
    expect(afterAnswer(3, { drinkFrequency: 2, unitsPerTypicalDay: 2, bingeFrequency: 1 })).toEqual({
      kind: 'next',
      path: '/drinking-check/question-four',
    });
  });

  it('ends after question ten', () => {
    expect(afterAnswer(10, { relativeConcerned: 4 })).toEqual({ kind: 'finish', answers: { relativeConcerned: 4 } });
  });
});

describe('resuming on first load', () => {
  it('resumes a question only when the ones before it are answered', () => {
    const answers = { drinkFrequency: 4, unitsPerTypicalDay: 4, bingeFrequency: 3 };
    expect(isResumable('/drinking-check/question-four', { answers, profile: ADULT })).toBe(true);
    expect(isResumable('/drinking-check/question-five', { answers, profile: ADULT })).toBe(false);
  });

  it('resumes an about-you step only after the steps before it', () => {
    expect(isResumable('/respondent-age', { answers: {}, profile: {} })).toBe(true);
    expect(isResumable('/sex-at-birth', { answers: {}, profile: {} })).toBe(false);
    expect(isResumable('/sex-at-birth', { answers: {}, profile: { age: 30 } })).toBe(true);
    expect(isResumable('/sex-at-birth', { answers: {}, profile: { age: 16 } })).toBe(false);
  });

  it('always allows the overview, the welcome and the results routes, never unknown ones', () => {
    for (const path of ['/overview', '/drinking-check', '/overview/results-high-risk']) {
      expect(isResumable(path, { answers: {}, profile: {} })).toBe(true);
    }
    expect(isResumable('/loading-results', { answers: {}, profile: {} })).toBe(false);
  });

  // Issue 14, finding 2: a reload during the results loader landed on the overview.
  it('resumes the results loader when a result is waiting to be shown', () => {
    expect(isResumable('/loading-results', { answers: {}, profile: {}, hasResult: true })).toBe(true);
  });

  it('does not resume a question for an age under 18', () => {
    expect(isResumable('/drinking-check/question-one', { answers: {}, profile: { age: 11 } })).toBe(false);
    expect(isResumable('/drinking-check/question-one', { answers: {}, profile: {} })).toBe(true);
  });
});

// Issue 14, finding 3: what a token does not give is asked; an age under 18 stops.
describe('where a person signed in by an app starts', () => {
  it.each<[string, Profile, string]>([
    ['an adult age and a sex: the questions', { age: 30, sex: 1 }, '/drinking-check/question-one'],
    ['no age: the age step', { sex: 1 }, '/respondent-age'],
    ['age 11: the age step and its stop', { age: 11, sex: 1 }, '/respondent-age'],
    ['no sex: the sex step', { age: 30 }, '/sex-at-birth'],
    ['nothing: the age step', {}, '/respondent-age'],
  ])('%s', (_name, profile, path) => {
    expect(signedInStart(profile)).toBe(path);
  });
});
