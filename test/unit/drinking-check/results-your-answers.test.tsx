import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultPath, type Answers, type Profile } from '../../../src/core/audit';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { resultOf } from '../../../src/drinking-check/state/check-result';
import type { WidgetSettings } from '../../../src/platform/host/settings';
import { ADULT, renderApp } from './render-app';
import { openResults } from './results-setup';

const NONE = {
  unableToStop: 0,
  unableToMeetExpectation: 0,
  morningDrink: 0,
  feltGuilty: 0,
  memoryLoss: 0,
  injury: 0,
  relativeConcerned: 0,
};
/** '4 or more times a week', '3 to 4' units, no binge and nothing else: a score of 5, low risk. */
const DAILY_MODERATE: Answers = { drinkFrequency: 4, unitsPerTypicalDay: 1, bingeFrequency: 0, ...NONE };

async function openFor(answers: Answers, profile: Profile = ADULT, settings: Partial<WidgetSettings> = {}) {
  const result = resultOf(answers)!;
  sessionStorage.setItem('aa:dc:check', JSON.stringify({ answers, profile, hasResults: true, result }));
  const app = renderApp(<DrinkingCheckApp />, { path: resultPath(result.score), settings });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...app, result };
}

const section = (name: string) => screen.getByRole('heading', { name }).closest('section')!;

/** A cell's text as a screen reader gives it: without the column names shown beside it on a phone (aria-hidden). */
const spokenText = (cell: Element) =>
  [...cell.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');

describe('results: what the person told us', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    document.querySelectorAll('unit-calculator').forEach((element) => element.remove());
  });

  it("tells a low-risk score of 5 that '4 or more times a week' and '3 to 4' units is about 12 to 28 units a week, over 14", async () => {
    const { result } = await openFor(DAILY_MODERATE);
    expect([result.score, result.riskLevel]).toEqual([5, 'low']);
    const told = section('What your answers tell us');
    expect(
      within(told).getByText(
        'You told us you drink 4 or more times a week, with 3 to 4 units on a typical drinking day. That is about 12 to 28 units a week.',
      ),
    ).toBeTruthy();
    expect(
      within(told).getByText(
        /could be more than 14 units a week, the most the UK Chief Medical Officers advise, whatever the score/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/Your score is in the low-risk range, but your answers show you may often drink more than/),
    ).toBeTruthy();
    expect(screen.queryByText(/To keep it that way/)).toBeNull();
  });

  it('gives the binge line of the sex registered at birth, and the guideline for both', async () => {
    await openFor(DAILY_MODERATE, { ...ADULT, sex: 1 });
    const told = section('What your answers tell us');
    expect(within(told).getByText(/For women, 6 or more units in one session is binge drinking/)).toBeTruthy();
    expect(within(told).queryByText(/For men/)).toBeNull();
    expect(within(told).getByText(/The guideline, for men and women alike, is no more than 14 units a week/)).toBeTruthy();
    cleanup();
    await openFor(DAILY_MODERATE, { ...ADULT, sex: 0 });
    expect(
      within(section('What your answers tell us')).getByText(/For men, 8 or more units in one session is binge drinking/),
    ).toBeTruthy();
  });

  it('says nothing over the guideline when the whole range is within it', async () => {
    await openFor({ drinkFrequency: 3, unitsPerTypicalDay: 1, bingeFrequency: 0 });
    const told = section('What your answers tell us');
    expect(within(told).getByText(/That is about 6 to 12 units a week\./)).toBeTruthy();
    expect(within(told).queryByText(/could be more than 14 units/)).toBeNull();
    expect(screen.getByText('Your answers suggest your drinking carries a low risk of harm.')).toBeTruthy();
  });

  it('says the words for someone I care about', async () => {
    await openFor(DAILY_MODERATE, { ...ADULT, hereFor: 'SomeICareAbout' }, { unitCalculatorUrl: '/tools/units' });
    expect(screen.getByText(/^You told us they drink 4 or more times a week/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Work out their units exactly in the unit calculator' })).toBeTruthy();
  });

  it('leads into the unit calculator on the page, or to unit-calculator-url, or nowhere', async () => {
    await openFor(DAILY_MODERATE, ADULT, { unitCalculatorUrl: '/tools/units' });
    const link = within(section('What your answers tell us')).getByRole('link', {
      name: 'Work out your units exactly in the unit calculator',
    });
    expect(link.getAttribute('href')).toBe('/tools/units');
    cleanup();

    await openFor(DAILY_MODERATE);
    expect(within(section('What your answers tell us')).queryByRole('link')).toBeNull();
    expect(within(section('What your answers tell us')).queryByRole('button')).toBeNull();
    cleanup();

    const calculator = document.body.appendChild(document.createElement('unit-calculator'));
    const scrolled = vi.fn();
    calculator.scrollIntoView = scrolled;
    await openFor(DAILY_MODERATE, ADULT, { unitCalculatorUrl: '/tools/units' });
    fireEvent.click(
      within(section('What your answers tell us')).getByRole('button', {
        name: 'Work out your units exactly in the unit calculator',
      }),
    );
    expect(scrolled).toHaveBeenCalled();
  });
});

describe('results: a never-drinker', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  for (const hereFor of ['Myself', 'SomeICareAbout'] as const) {
    it(`has a result of its own (${hereFor}): no 'keep it that way', no readiness scales, tips or weekly units`, async () => {
      await openResults('never', { hereFor });
      const text = document.body.textContent!;
      expect(text).toContain(
        hereFor === 'Myself' ? 'You told us you do not drink alcohol.' : 'You told us they do not drink alcohol.',
      );
      expect(text).not.toMatch(/To keep it that way|14 units a week on a regular basis, spread/);
      expect(screen.queryByRole('button', { name: 'How we can support you' })).toBeNull();
      expect(screen.queryByRole('group', { name: /How ready|How concerned/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Quick tips' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'What your answers tell us' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Take this to your GP' })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Was this information helpful?' })).toBeTruthy();
    });
  }
});

describe('results: take this to your GP', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('lists the ten questions as asked, each answer and score, the total, the level and the date', async () => {
    const answers: Answers = { ...DAILY_MODERATE, bingeFrequency: 2, unableToStop: 1, injury: 2 };
    await openFor(answers, { ...ADULT, sex: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Take this to your GP' }));
    const table = screen.getByRole('table', { name: 'Drinking Check answers (AUDIT)' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map(spokenText));
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['1. How often do you have a drink containing alcohol?', '4 or more times a week', '4']);
    expect(rows[2]).toEqual(['3. How often do you have 8 or more units on a single occasion?', 'Monthly', '2']);
    expect(rows[8]).toEqual([
      '9. Have you or somebody else been injured as a result of your drinking?',
      'Yes, but not in the last year',
      '2',
    ]);
    const gp = table.closest('section')!;
    expect(within(gp).getByText('Score: 10 out of 40')).toBeTruthy();
    expect(within(gp).getByText('Increasing risk')).toBeTruthy();
    expect(within(gp).getByText(`Date: ${new Date().toLocaleDateString('en-GB', { dateStyle: 'long' })}`)).toBeTruthy();

    const print = vi.fn();
    window.print = print;
    fireEvent.click(within(gp).getByRole('button', { name: 'Print the summary' }));
    expect(print).toHaveBeenCalledOnce();
    const results = gp.closest('.dc-results')!;
    expect(results.classList.contains('dc-results--print-gp'), 'the summary alone is printed').toBe(true);
    window.dispatchEvent(new Event('afterprint'));
    expect(results.classList.contains('dc-results--print-gp')).toBe(false);
  });

  it('after an early exit lists the three questions asked and says why the rest were not', async () => {
    await openFor(
      { drinkFrequency: 2, unitsPerTypicalDay: 1, bingeFrequency: 1 },
      { ...ADULT, sex: 1, hereFor: 'SomeICareAbout' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Take this to their GP' }));
    const table = screen.getByRole('table', { name: 'Drinking Check answers (AUDIT)' });
    const questions = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(questions).toEqual([
      '1. How often do they have a drink containing alcohol?',
      '2. How many units of alcohol do they drink on a typical day when they are drinking?',
      '3. How often do they have 6 or more units on a single occasion?',
    ]);
    expect(screen.getByText(/Questions 4 to 10 not asked/)).toBeTruthy();
    expect(within(table.closest('section')!).getByText('Score: 4 out of 12')).toBeTruthy();
  });
});
