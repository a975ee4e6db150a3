import { GENDER_MATCHES_BIRTH, QUESTION_STEPS, type Answers, type Profile } from '../../core/audit';
import { ADULT_AGE, parseAge } from '../../core/validation';
import { DC_ROUTES, questionPath, RESULT_ROUTES } from '../routes';

/** The about-you steps in order; gender identity only when it does not match birth. */
export function aboutYouSteps(profile: Profile): string[] {
  const askGender = profile.genderMatchesBirth === GENDER_MATCHES_BIRTH.No;
  return [DC_ROUTES.age, DC_ROUTES.sex, DC_ROUTES.identity, ...(askGender ? [DC_ROUTES.gender] : []), DC_ROUTES.assessment];
}

/** Step number (1-based) and total of an about-you route. */
export function aboutYouProgress(path: string, profile: Profile): { step: number; total: number } {
  const steps = aboutYouSteps(profile);
  return { step: steps.indexOf(path) + 1, total: steps.length };
}

/** Where an about-you step goes after it is answered. */
export function nextAboutYouPath(path: string, profile: Profile): string {
  const steps = aboutYouSteps(profile);
  const index = steps.indexOf(path);
  return steps[index + 1] ?? DC_ROUTES.loadingQuestions;
}

export function previousAboutYouPath(path: string, profile: Profile): string {
  const steps = aboutYouSteps(profile);
  return steps[steps.indexOf(path) - 1] ?? DC_ROUTES.overview;
}

/** Whether the about-you steps are done, so the questions can start. */
export function aboutYouComplete(profile: Profile): boolean {
  const age = parseAge(profile.age);
  return (
    age !== undefined &&
    age >= ADULT_AGE &&
    profile.sex !== undefined &&
    profile.genderMatchesBirth !== undefined &&
    (profile.genderMatchesBirth !== GENDER_MATCHES_BIRTH.No || profile.genderIdentity !== undefined) &&
    profile.previousAlcoholAssessment !== undefined
  );
}

/**
 * Where Back on question one leads: the last about-you step when those are done, else the start
 * (none embedded, where the start moves on to question one by itself once the app signs in).
 */
export function beforeQuestions(profile: Profile, embedded: boolean): string | undefined {
  if (aboutYouComplete(profile)) return aboutYouSteps(profile).at(-1);
  return embedded ? undefined : DC_ROUTES.welcome;
}

export interface ResumeState {
  answers: Answers;
  profile: Profile;
  /** A result worked out but not yet shown (the results loader was on screen). */
  hasResult?: boolean;
}

/** An age given (typed, from a token, or stored) that is under 18: the check stops at the age step. */
export function underAge(profile: Profile): boolean {
  const age = parseAge(profile.age);
  return age !== undefined && age < ADULT_AGE;
}

/**
 * Where a person signed in by an app starts (embedded): the questions when the token gave an
 * adult age and a sex; otherwise the first about-you step it did not answer, with the under-18
 * stop for an age under 18 (docs/decisions/0143-token-profile-gaps.md).
 */
export function signedInStart(profile: Profile): string {
  if ((parseAge(profile.age) ?? 0) < ADULT_AGE) return DC_ROUTES.age;
  if (profile.sex === undefined) return DC_ROUTES.sex;
  return questionPath(1);
}

const ALWAYS = new Set<string>([
  DC_ROUTES.overview,
  DC_ROUTES.overviewCheck,
  DC_ROUTES.loadingBasicInfo,
  DC_ROUTES.age,
  DC_ROUTES.welcome,
  DC_ROUTES.welcomeAlias,
  ...RESULT_ROUTES,
]);

/**
 * Whether a route can be shown on the first render of a page (a reload or a link): a step
 * only when the steps before it have their answers.
 */
export function isResumable(path: string, { answers, profile, hasResult = false }: ResumeState): boolean {
  if (ALWAYS.has(path)) return true;
  // The results loader goes on to the result after a move or a reload.
  if (path === DC_ROUTES.loadingResults) return hasResult;
  const steps = aboutYouSteps(profile);
  const stepIndex = steps.indexOf(path);
  if (stepIndex > 0) return steps.slice(0, stepIndex).every((step) => stepAnswered(step, profile));
  if (path === DC_ROUTES.loadingQuestions) return aboutYouComplete(profile);
  const question = QUESTION_STEPS.findIndex((_, index) => questionPath(index + 1) === path);
  if (question >= 0) return !underAge(profile) && QUESTION_STEPS.slice(0, question).every((q) => answers[q.field] !== undefined);
  return false;
}

function stepAnswered(step: string, profile: Profile): boolean {
  switch (step) {
    case DC_ROUTES.age:
      return (parseAge(profile.age) ?? 0) >= ADULT_AGE;
    case DC_ROUTES.sex:
      return profile.sex !== undefined;
    case DC_ROUTES.identity:
      return profile.genderMatchesBirth !== undefined;
    case DC_ROUTES.gender:
      return profile.genderIdentity !== undefined;
    default:
      return profile.previousAlcoholAssessment !== undefined;
  }
}
