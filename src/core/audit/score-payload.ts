import { parseAge } from '../validation/age';
import { parseSex } from '../validation/sex';
import type { AnswerField, Answers } from './answer-fields';
import { scaleFor } from './early-exit';
import {
  parseGenderIdentity,
  parseGenderMatchesBirth,
  parsePreviousAssessment,
  type GenderIdentity,
  type GenderMatchesBirth,
  type PreviousAssessment,
  type Profile,
  type Sex,
} from './profile';
import { riskLevelForScore } from './risk-bands';
import { RISK_LEVEL_NAMES, type RiskLevelName } from './risk-levels';
import { auditCScore, scoreOf, totalScore } from './scoring';

/** The save request of SPEC section 3. Unanswered scores and unset profile fields are left out. */
export interface ScorePayload {
  triage: number;
  frequencyScore?: number;
  unitNumberScore?: number;
  bingeFrequencyScore?: number;
  unableToStopScore?: number;
  expectationScore?: number;
  morningScore?: number;
  guiltScore?: number;
  memoryLossScore?: number;
  injuryScore?: number;
  relativeConcernedScore?: number;
  totalScore: number;
  riskLevel?: RiskLevelName;
  age?: number;
  sex?: Sex;
  genderIdentity?: GenderIdentity;
  genderMatchesBirth?: GenderMatchesBirth;
  previousAlcoholAssessment?: PreviousAssessment;
  postcode: string;
  brand: string;
  campaign: string;
  name: string;
  emailAddress?: string;
  emailMyResults: boolean;
  emailSubscriptionOptIn: boolean;
}

export interface ScorePayloadOptions {
  brand?: string;
  campaign?: string;
  /** Email the results; when left out, the opt-in. */
  emailMyResults?: boolean;
  /** The opt-in flag; when left out, emailMyResults, else the profile's subscriptionOptIn. */
  emailSubscriptionOptIn?: boolean;
}

type ScoreKey = Extract<keyof ScorePayload, `${string}Score`>;

export const SCORE_KEYS: Record<AnswerField, ScoreKey> = {
  drinkFrequency: 'frequencyScore',
  unitsPerTypicalDay: 'unitNumberScore',
  bingeFrequency: 'bingeFrequencyScore',
  unableToStop: 'unableToStopScore',
  unableToMeetExpectation: 'expectationScore',
  morningDrink: 'morningScore',
  feltGuilty: 'guiltScore',
  memoryLoss: 'memoryLossScore',
  injury: 'injuryScore',
  relativeConcerned: 'relativeConcernedScore',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function buildScorePayload(answers: Answers, profile: Profile, options: ScorePayloadOptions = {}): ScorePayload {
  const person: Partial<Record<keyof Profile, unknown>> = typeof profile === 'object' && profile !== null ? profile : {};
  const settings: ScorePayloadOptions = typeof options === 'object' && options !== null ? options : {};
  const total = totalScore(answers);
  const level = riskLevelForScore(total, scaleFor(answers));
  // The results email sends with the consent to email alone; the opt-in needs both consents
  // (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md). Any other save
  // carries the profile's opt-in in both, as spec section 3 says.
  const optIn =
    typeof settings.emailSubscriptionOptIn === 'boolean'
      ? settings.emailSubscriptionOptIn
      : typeof settings.emailMyResults === 'boolean'
        ? settings.emailMyResults
        : person.subscriptionOptIn === true;
  const emailMe = typeof settings.emailMyResults === 'boolean' ? settings.emailMyResults : optIn;

  const payload: ScorePayload = {
    triage: auditCScore(answers),
    totalScore: total,
    postcode: text(person.postcode),
    brand: text(settings.brand),
    campaign: text(settings.campaign),
    name: text(person.fullName),
    emailMyResults: emailMe,
    emailSubscriptionOptIn: optIn,
  };
  for (const field of Object.keys(SCORE_KEYS) as AnswerField[]) {
    const score = scoreOf(answers, field);
    if (score !== undefined) payload[SCORE_KEYS[field]] = score;
  }
  if (level !== undefined) payload.riskLevel = RISK_LEVEL_NAMES[level];

  const age = parseAge(person.age);
  if (age !== undefined) payload.age = age;
  const sex = parseSex(person.sex);
  if (sex !== undefined) payload.sex = sex;
  const genderIdentity = parseGenderIdentity(person.genderIdentity);
  if (genderIdentity !== undefined) payload.genderIdentity = genderIdentity;
  const genderMatchesBirth = parseGenderMatchesBirth(person.genderMatchesBirth);
  if (genderMatchesBirth !== undefined) payload.genderMatchesBirth = genderMatchesBirth;
  const previous = parsePreviousAssessment(person.previousAlcoholAssessment);
  if (previous !== undefined) payload.previousAlcoholAssessment = previous;
  const email = text(person.email);
  if (email !== '') payload.emailAddress = email;
  return payload;
}
