export const HERE_FOR = { Myself: 'Myself', SomeICareAbout: 'SomeICareAbout' } as const;
export type HereFor = (typeof HERE_FOR)[keyof typeof HERE_FOR];

export const SEX = { Male: 0, Female: 1 } as const;
export type Sex = (typeof SEX)[keyof typeof SEX];

export const GENDER_MATCHES_BIRTH = { Yes: 0, No: 1, PreferNotToSay: 2 } as const;
export type GenderMatchesBirth = (typeof GENDER_MATCHES_BIRTH)[keyof typeof GENDER_MATCHES_BIRTH];

export const GENDER_IDENTITY = {
  Man: 0,
  Woman: 1,
  Transman: 2,
  Transwoman: 3,
  Genderfluid: 4,
  NonBinary: 5,
  Other: 6,
  PreferNotToSay: 7,
} as const;
export type GenderIdentity = (typeof GENDER_IDENTITY)[keyof typeof GENDER_IDENTITY];

/** The screen's four options are sent as 0-3 (docs/decisions/0002-previous-assessment-values.md). */
export const PREVIOUS_ASSESSMENT = { Yes: 0, No: 1, NotSure: 2, PreferNotToSay: 3 } as const;
export type PreviousAssessment = (typeof PREVIOUS_ASSESSMENT)[keyof typeof PREVIOUS_ASSESSMENT];

/** What the about-you steps (or a sign-in token) tell us about the person. */
export interface Profile {
  hereFor?: HereFor;
  age?: number;
  sex?: Sex;
  genderMatchesBirth?: GenderMatchesBirth;
  genderIdentity?: GenderIdentity;
  previousAlcoholAssessment?: PreviousAssessment;
  postcode?: string;
  email?: string;
  fullName?: string;
  subscriptionOptIn?: boolean;
}

function enumValue<T extends number>(values: Record<string, T>, value: unknown): T | undefined {
  return (Object.values(values) as unknown[]).includes(value) ? (value as T) : undefined;
}

export function parseHereFor(value: unknown): HereFor | undefined {
  return value === HERE_FOR.Myself || value === HERE_FOR.SomeICareAbout ? value : undefined;
}

export function parseGenderMatchesBirth(value: unknown): GenderMatchesBirth | undefined {
  return enumValue(GENDER_MATCHES_BIRTH, value);
}

export function parseGenderIdentity(value: unknown): GenderIdentity | undefined {
  return enumValue(GENDER_IDENTITY, value);
}

export function parsePreviousAssessment(value: unknown): PreviousAssessment | undefined {
  return enumValue(PREVIOUS_ASSESSMENT, value);
}
