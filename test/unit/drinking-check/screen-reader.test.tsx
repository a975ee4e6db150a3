// What a screen reader says as focus lands on a step or the result (issue 27): the heading of a
// step is described by its progress, the result heading by the level and the score, and a missing answer's
// error names its question.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { ADULT, renderApp } from './render-app';
import { openResults } from './results-setup';

const QUESTION_ONE = 'How often do you have a drink containing alcohol?';

function openStep(path: string, settings = {}) {
  sessionStorage.setItem('aa:dc:check', JSON.stringify({ answers: {}, profile: ADULT, hasResults: false }));
  return renderApp(<DrinkingCheckApp />, { path, settings });
}

describe('the Drinking Check through a screen reader', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it.each([
    ['/drinking-check/question-one', QUESTION_ONE, 'Question 1 of 10'],
    ['/respondent-age', 'How old are you?', 'Step 1 of 4'],
    ['/sex-at-birth', 'What sex were you registered at birth?', 'Step 2 of 4'],
  ])('%s: the heading is described by the step it is', async (path, name, description) => {
    openStep(path);
    expect(await screen.findByRole('heading', { level: 1, name, description }, { timeout: 5000 })).toBeTruthy();
  });

  it.each([
    ['increasing', /^Increasing risk Score: \d+ out of 40$/],
    ['possibleDependence', /^Possible dependence Score: \d+ out of 40$/],
  ] as const)('%s: the result heading is described by the level and the score', async (variant, description) => {
    await openResults(variant);
    const name = 'Your Drinking Check result';
    expect(screen.getByRole('heading', { level: 1 }).textContent, 'what the heading shows').toBe(name);
    expect(screen.getByRole('heading', { level: 1, name, description })).toBeTruthy();
  });

  it('embedded: Next with no answer says which question wants one', async () => {
    openStep('/drinking-check/question-one', { embedded: true });
    await screen.findByRole('heading', { level: 1, name: QUESTION_ONE }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const errors = await screen.findAllByText(`Choose an answer to "${QUESTION_ONE}"`);
    expect(errors.length, 'in the error summary and beside the answers').toBe(2);
  });
});
