import { fireEvent, screen } from '@testing-library/react';
import { resultPath, type Answers, type HereFor } from '../../../src/core/audit';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import type { CheckResult } from '../../../src/drinking-check/state/atoms';
import type { MessageVariant } from '../../../src/drinking-check/results/results-content';
import { AUDIT_QUESTIONS_COPY } from '../../../src/drinking-check/copy/audit-questions-copy';
import { CHECK_STEPS_COPY } from '../../../src/drinking-check/copy/check-steps-copy';
import { DRINKING_CHECK_COPY } from '../../../src/drinking-check/copy/drinking-check-copy';
import { RESULTS_ADVICE_COPY } from '../../../src/drinking-check/copy/results-advice-copy';
import { RESULTS_COPY } from '../../../src/drinking-check/copy/results-copy';
import { RESULTS_EMAIL_COPY } from '../../../src/drinking-check/copy/results-email-copy';
import { COMMON_COPY } from '../../../src/ui/copy/common-copy';
import { ADULT, recordingPlatform, renderApp, type RecordingPlatform } from './render-app';

const NONE = {
  unableToStop: 0,
  unableToMeetExpectation: 0,
  morningDrink: 0,
  feltGuilty: 0,
  memoryLoss: 0,
  injury: 0,
  relativeConcerned: 0,
};

type Case = { answers: Answers; result: Omit<CheckResult, 'answers'> };

/** A finished check per message variant: answers (they decide the flags) and the stored result. */
const CASE_ANSWERS: Record<MessageVariant, Case> = {
  never: {
    answers: { drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 },
    result: { score: 0, scale: 'auditC', riskLevel: 'low' },
  },
  low: {
    answers: { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 0 },
    result: { score: 3, scale: 'auditC', riskLevel: 'low' },
  },
  lowOver: {
    answers: { drinkFrequency: 4, unitsPerTypicalDay: 2, bingeFrequency: 0, ...NONE },
    result: { score: 6, scale: 'full', riskLevel: 'low' },
  },
  increasing: {
    answers: { drinkFrequency: 3, unitsPerTypicalDay: 1, bingeFrequency: 1, ...NONE, unableToStop: 2, feltGuilty: 2 },
    result: { score: 9, scale: 'full', riskLevel: 'increasing' },
  },
  higher: {
    answers: {
      drinkFrequency: 4,
      unitsPerTypicalDay: 3,
      bingeFrequency: 3,
      ...NONE,
      unableToStop: 3,
      injury: 2,
      relativeConcerned: 2,
    },
    result: { score: 17, scale: 'full', riskLevel: 'higher' },
  },
  possibleDependence: {
    answers: {
      drinkFrequency: 4,
      unitsPerTypicalDay: 4,
      bingeFrequency: 4,
      ...NONE,
      unableToStop: 4,
      morningDrink: 4,
      relativeConcerned: 4,
    },
    result: { score: 24, scale: 'full', riskLevel: 'possibleDependence' },
  },
};

export const CASES = Object.fromEntries(
  Object.entries(CASE_ANSWERS).map(([variant, { answers, result }]) => [variant, { answers, result: { ...result, answers } }]),
) as Record<MessageVariant, { answers: Answers; result: CheckResult }>;

interface OpenOptions {
  hereFor?: HereFor;
  abridged?: boolean;
  path?: string;
  platform?: RecordingPlatform;
}

/** Stores a finished check in the session, then opens its results route and waits for the heading. */
export async function openResults(
  variant: MessageVariant,
  { hereFor = 'Myself', abridged = false, path, platform }: OpenOptions = {},
) {
  const { answers, result } = CASES[variant];
  sessionStorage.setItem('aa:dc:check', JSON.stringify({ answers, profile: { ...ADULT, hereFor }, hasResults: true, result }));
  const app = renderApp(<DrinkingCheckApp />, {
    path: path ?? resultPath(result.score, { abridged }),
    platform: platform ?? recordingPlatform(),
  });
  const name = `${hereFor === 'Myself' ? 'Your' : 'Their'} Drinking Check result`;
  await screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
  return app;
}

/** The built-in copy of a key as a person with this role reads it. */
export function copy(key: string, someone: boolean): string {
  const texts: Record<string, string> = {
    ...COMMON_COPY,
    ...DRINKING_CHECK_COPY,
    ...CHECK_STEPS_COPY,
    ...AUDIT_QUESTIONS_COPY,
    ...RESULTS_COPY,
    ...RESULTS_ADVICE_COPY,
    ...RESULTS_EMAIL_COPY,
  };
  const text = (someone ? texts[`${key}.someone`] : undefined) ?? texts[key];
  if (text === undefined) throw new Error(`no copy for ${key}`);
  return text;
}

/** Opens every collapsed section, as a person would to read it all. */
export function expandAll() {
  for (const button of screen.getAllByRole('button', { expanded: false })) fireEvent.click(button);
}

export const eventNames = (platform: RecordingPlatform) => platform.events.map((event) => event.name);
