// Copy that said "your" to a person doing the check for someone they care about, and lines that
// said less or other than what is true (issue 27, item 14).
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_STEPS_COPY } from '../../../src/drinking-check/copy/check-steps-copy';
import { DRINK_PICKER_COPY } from '../../../src/drinking-check/copy/drink-picker-copy';
import { DRINKING_CHECK_COPY } from '../../../src/drinking-check/copy/drinking-check-copy';
import { RESULTS_ADVICE_COPY } from '../../../src/drinking-check/copy/results-advice-copy';
import { RESULTS_COPY } from '../../../src/drinking-check/copy/results-copy';
import { YourDrinking } from '../../../src/drinking-check/results/YourDrinking';
import type { CopyKey } from '../../../src/platform/text';
import { registerCopy } from '../../../src/platform/text/built-in-copy';
import { createTextService } from '../../../src/platform/text/dictionary';
import { recordingPlatform, renderApp } from './render-app';

[CHECK_STEPS_COPY, DRINK_PICKER_COPY, DRINKING_CHECK_COPY, RESULTS_ADVICE_COPY, RESULTS_COPY].forEach(registerCopy);

describe('the someone-I-care-about wording', () => {
  it.each([
    ['dc.loader.results', 'Working out your result...', 'Working out their result...'],
    ['dc.results.gp.title', 'Take this to your GP', 'Take this to their GP'],
    ['dc.never.title', 'You told us you never drink alcohol', 'You told us they never drink alcohol'],
    ['dc.results.advice.increasing.3.title', 'Count your units', 'Count the units'],
    ['dc.picker.summary', 'Not sure? Work out the units in your drinks', 'Not sure? Work out the units in their drinks'],
    ['dc.picker.none', 'Your drinks: none yet.', 'Their drinks: none yet.'],
    [
      'dc.welcome.text',
      'Answer up to ten short questions to find out your risk level and get advice that fits you.',
      'Answer up to ten short questions about them to find out their risk level and get advice that fits.',
    ],
  ] as const)('%s: "%s" for myself, "%s" for someone', (key, myself, someone) => {
    const text = createTextService();
    expect(text.text(key as CopyKey)).toBe(myself);
    text.setRole('SomeICareAbout');
    expect(text.text(key as CopyKey)).toBe(someone);
  });

  it('the never-drinker box goes back to the questions, not a quiz', () => {
    expect(CHECK_STEPS_COPY['dc.never.return']).toBe('Back to the questions');
  });
});

describe('the weekly units line', () => {
  afterEach(cleanup);

  it.each([
    [{ low: 40, high: Infinity, couldBeOverGuideline: true }, 'That is more than 14 units a week'],
    [{ low: 15, high: 28, couldBeOverGuideline: true }, 'That is more than 14 units a week'],
    [{ low: 7, high: 28, couldBeOverGuideline: true }, 'That could be more than 14 units a week'],
    [{ low: 14, high: 28, couldBeOverGuideline: true }, 'That could be more than 14 units a week'],
  ])('%o: "%s"', (weeklyUnits, line) => {
    renderApp(<YourDrinking answers={{ drinkFrequency: 4, unitsPerTypicalDay: 4 }} weeklyUnits={weeklyUnits} sex={0} />, {
      platform: recordingPlatform(),
    });
    expect(screen.getByText((text) => text.startsWith(line))).toBeTruthy();
  });
});
