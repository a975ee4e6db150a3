// Copy that said "your" to a person doing the check for someone they care about, and lines that
// said less or other than what is true (issue 27, item 14).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHECK_STEPS_COPY } from '../../../src/drinking-check/copy/check-steps-copy';
import { DRINK_PICKER_COPY } from '../../../src/drinking-check/copy/drink-picker-copy';
import { DRINKING_CHECK_COPY } from '../../../src/drinking-check/copy/drinking-check-copy';
import { RESULTS_ADVICE_COPY } from '../../../src/drinking-check/copy/results-advice-copy';
import { RESULTS_COPY } from '../../../src/drinking-check/copy/results-copy';
import { RESULTS_EMAIL_COPY } from '../../../src/drinking-check/copy/results-email-copy';
import { YourDrinking } from '../../../src/drinking-check/results/YourDrinking';
import type { CopyKey } from '../../../src/platform/text';
import { registerCopy } from '../../../src/platform/text/built-in-copy';
import { createTextService } from '../../../src/platform/text/dictionary';
import { recordingPlatform, renderApp } from './render-app';
import { openResults } from './results-setup';

[CHECK_STEPS_COPY, DRINK_PICKER_COPY, DRINKING_CHECK_COPY, RESULTS_ADVICE_COPY, RESULTS_COPY, RESULTS_EMAIL_COPY].forEach(
  registerCopy,
);

describe('the someone-I-care-about wording', () => {
  it.each([
    ['dc.loader.results', 'Working out your result...', 'Working out their result...'],
    ['dc.results.gp.title', 'Take this to your GP', 'Take this to their GP'],
    ['dc.never.title', 'You told us you never drink alcohol', 'You told us they never drink alcohol'],
    ['dc.results.advice.increasing.3.title', 'Count your units', 'Count the units'],
    ['dc.picker.summary', 'Not sure? Work out the units in your drinks', 'Not sure? Work out the units in their drinks'],
    ['dc.picker.none', 'Your drinks: none yet.', 'Their drinks: none yet.'],
    // Issue 36: the email form said "your result" to someone answering for another.
    [
      'dc.email.intro',
      'We will email you your result and the advice on this page.',
      'We will email you their result and the advice on this page.',
    ],
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

// Issue 36: the binge article speaks to the drinker ("your body", "pace yourself").
describe('the binge article, for the drinker only', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  const article = {
    title: 'What binge drinking does to your body',
    text: 'Why drinking a lot in one go carries risks of its own, and how to pace yourself.',
    url: 'https://example.org/binge',
    imageUrl: 'https://example.org/b.jpg?height=242&width=310',
    readTime: '4',
  };

  it.each([
    ['Myself', 'What binge drinking does to your body'],
    ['SomeICareAbout', 'Tips for cutting down'],
  ] as const)('%s: the third advice card is "%s"', async (hereFor, third) => {
    const platform = recordingPlatform();
    platform.api = { ...platform.api, bingeArticle: vi.fn(async () => article) };
    await openResults('higher', { hereFor, platform });
    fireEvent.click(screen.getByRole('button', { name: 'Advice' }));
    const cards = () => [...document.querySelectorAll('.dc-advice .dc-card__title')].map((title) => title.textContent);
    await waitFor(() => expect(cards()[2]).toMatch(new RegExp(`^${third}`)));
    expect(platform.api.bingeArticle).toHaveBeenCalledTimes(hereFor === 'Myself' ? 1 : 0);
    expect(document.body.textContent!.includes('pace yourself'), 'the article is shown').toBe(hereFor === 'Myself');
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
