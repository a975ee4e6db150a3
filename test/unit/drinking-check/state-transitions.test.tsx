import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { checkSteps } from '../../../src/drinking-check/steps-loader';
import { answersAtom, hasResultsAtom, profileAtom, scoreAtom } from '../../../src/drinking-check/state/atoms';
import { ADULT, recordingPlatform, renderApp } from './render-app';

const KEY = 'aa:dc:check';
const QUESTION_TWO = 'How many units of alcohol do you drink on a typical day when you are drinking?';
const QUESTION_THREE = 'How often do you have 8 or more units on a single occasion?';
const choose = (label: string) => fireEvent.click(screen.getByLabelText(label));
const names = (platform: ReturnType<typeof recordingPlatform>) => platform.events.map((e) => e.name);

function seed(state: object) {
  sessionStorage.setItem(KEY, JSON.stringify(state));
}

describe('Drinking Check state transitions', () => {
  // The steps' code loads on demand; here it is loaded once up front, so a step renders at once.
  beforeAll(() => checkSteps.load());
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('Begin clears stored answers, sends the start event and goes through the loader to the age step', async () => {
    seed({ answers: { drinkFrequency: 4 }, profile: { ...ADULT, hereFor: 'SomeICareAbout' } });
    const app = renderApp(<DrinkingCheckApp />);
    fireEvent.click(screen.getByRole('button', { name: 'Begin the Drinking Check' }));
    expect(app.store.get(answersAtom)).toEqual({});
    expect(app.store.get(profileAtom)).toEqual({ hereFor: 'SomeICareAbout' });
    expect(names(app.platform)).toContain('drinking_check_start');
    expect(app.path()).toBe('/loading-basic-personal-info');
    await screen.findByRole('heading', { name: 'How old are they?' });
    expect(app.path()).toBe('/respondent-age');
    expect(app.history).not.toContain('/loading-basic-personal-info');
  });

  it('sets hereFor Myself on first load unless the session says otherwise', () => {
    const app = renderApp(<DrinkingCheckApp />);
    expect(app.store.get(profileAtom).hereFor).toBe('Myself');
  });

  it('ignores bad stored JSON', () => {
    sessionStorage.setItem(KEY, '{not json');
    const app = renderApp(<DrinkingCheckApp />);
    expect(app.store.get(answersAtom)).toEqual({});
    expect(screen.getByRole('heading', { name: 'How does your drinking affect you?' })).toBeTruthy();
  });

  it('keeps answers in progress in sessionStorage and resumes the same question', async () => {
    seed({ answers: { drinkFrequency: 4, unitsPerTypicalDay: 4 }, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-three' });
    expect(app.path()).toBe('/drinking-check/question-three');
    choose('Weekly');
    expect(JSON.parse(sessionStorage.getItem(KEY)!).answers).toEqual({
      drinkFrequency: 4,
      unitsPerTypicalDay: 4,
      bingeFrequency: 3,
    });
    expect(app.path()).toBe('/drinking-check/question-four');
  });

  it('sends a first load on a question that cannot be resumed to the overview', () => {
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-six' });
    expect(app.path()).toBe('/overview');
  });

  it('sends embedded first loads to the welcome', () => {
    const app = renderApp(<DrinkingCheckApp />, { settings: { embedded: true } });
    expect(app.path()).toBe('/drinking-check');
  });

  it('records each answer and the page views', () => {
    seed({ answers: {}, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-one' });
    choose('2 to 3 times a week');
    expect(app.platform.events).toContainEqual({ name: 'drinking_check_answer', params: { question: 1, score: 3 } });
    expect(app.platform.events).toContainEqual({
      name: 'page_view',
      params: { route_name: 'drinking_check_question_two', path: '/drinking-check/question-two' },
    });
  });

  it('ends early after question three, saves the score and opens the AUDIT-C result', async () => {
    seed({ answers: { drinkFrequency: 2, unitsPerTypicalDay: 1 }, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, {
      path: '/drinking-check/question-three',
      settings: { brand: 'Partner', campaign: 'spring' },
    });
    choose('Less than monthly');
    expect(app.path()).toBe('/loading-results');
    await screen.findByRole('heading', { name: /^Your Drinking Check result/ });
    expect(app.path()).toBe('/overview/results-lower-risk-audit-c');
    expect(app.platform.saves).toHaveLength(1);
    expect(app.platform.saves[0]).toMatchObject({
      triage: 4,
      totalScore: 4,
      riskLevel: 'Low',
      age: 30,
      sex: 0,
      brand: 'Partner',
      campaign: 'spring',
    });
    expect(app.platform.events).toContainEqual({ name: 'risk', params: { risk_level: 'low', score: 4 } });
    expect(app.platform.notifications).toContainEqual({ event: 'result', detail: { riskLevel: 'low', score: 4 } });
    expect(app.store.get(hasResultsAtom)).toBe(true);
    expect(screen.getAllByText('Low risk')).not.toHaveLength(0);
  });

  it('does not save without the required fields, sends no risk event on a failed save, and opens the result either way', async () => {
    seed({ answers: { drinkFrequency: 2, unitsPerTypicalDay: 1 }, profile: { hereFor: 'Myself' } });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-three' });
    choose('Never');
    await screen.findByRole('heading', { name: /^Your Drinking Check result/ });
    expect(app.platform.saves).toHaveLength(0);

    sessionStorage.clear();
    seed({ answers: { drinkFrequency: 2, unitsPerTypicalDay: 1 }, profile: ADULT });
    const failing = recordingPlatform({ saveSucceeds: false });
    app.unmount();
    const second = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-three', platform: failing });
    choose('Never');
    await waitFor(() => expect(second.path()).toBe('/overview/results-lower-risk-audit-c'));
    expect(failing.saves).toHaveLength(1);
    expect(names(failing)).not.toContain('risk');
  });

  it('saves after question ten and opens the result route of the total', async () => {
    const answers = {
      drinkFrequency: 4,
      unitsPerTypicalDay: 4,
      bingeFrequency: 4,
      unableToStop: 4,
      unableToMeetExpectation: 0,
      morningDrink: 0,
      feltGuilty: 0,
      memoryLoss: 0,
      injury: 0,
    };
    seed({ answers, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-ten' });
    choose('Yes, during the last year');
    await screen.findByRole('heading', { name: /^Your Drinking Check result/ });
    expect(app.path()).toBe('/overview/results-possible-dependence');
    expect(app.store.get(scoreAtom)).toMatchObject({ score: 20, scale: 'full', riskLevel: 'possibleDependence' });
  });

  it('embedded: saves after question ten without navigating, tells the host and shows the result', async () => {
    const answers = {
      drinkFrequency: 2,
      unitsPerTypicalDay: 2,
      bingeFrequency: 2,
      unableToStop: 0,
      unableToMeetExpectation: 0,
      morningDrink: 0,
      feltGuilty: 0,
      memoryLoss: 0,
      injury: 0,
    };
    seed({ answers, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-ten', settings: { embedded: true } });
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(screen.getByText('Question 10 of 10'), 'progress shows when embedded').toBeTruthy();
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    expect(screen.getByRole('alert').textContent).toContain('Choose an answer');
    expect(app.platform.saves).toHaveLength(0);
    choose('No');
    expect(app.path()).toBe('/drinking-check/question-ten');
    fireEvent.click(next);
    await screen.findByRole('heading', { name: /^Your Drinking Check result/ });
    expect(app.path()).toBe('/drinking-check/question-ten');
    expect(app.platform.saves).toHaveLength(1);
    expect(app.platform.notifications).toContainEqual({ event: 'result', detail: { riskLevel: 'low', score: 6 } });
    expect(screen.queryByText(/Question \d+ of 10/)).toBeNull();
  });

  it('never drinker: the modal view, close, skip and return events', async () => {
    seed({ answers: {}, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-one' });
    choose('Never');
    expect(names(app.platform)).toContain('never_drink_modal_view');
    fireEvent.click(screen.getByRole('button', { name: 'Skip to results' }));
    expect(names(app.platform)).toContain('never_drink_modal_skip');
    expect(app.store.get(answersAtom)).toEqual({ drinkFrequency: 0, unitsPerTypicalDay: 0, bingeFrequency: 0 });
    expect(app.path()).toBe('/loading-results');
    await screen.findByRole('heading', { name: /^Your Drinking Check result/ });
    expect(app.platform.saves[0]).toMatchObject({ totalScore: 0, frequencyScore: 0, bingeFrequencyScore: 0, unitNumberScore: 0 });
  });

  it('never drinker: return to quiz goes to question two', () => {
    seed({ answers: {}, profile: ADULT });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-one' });
    choose('Never');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the questions' }));
    expect(names(app.platform)).toContain('never_drink_modal_return');
    expect(app.path()).toBe('/drinking-check/question-two');
  });

  it('uses the wording for someone I care about', () => {
    seed({ answers: {}, profile: { ...ADULT, hereFor: 'SomeICareAbout' } });
    renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-one' });
    expect(screen.getByRole('heading', { name: 'How often do they have a drink containing alcohol?' })).toBeTruthy();
  });

  it('sends results routes with no results to the drinking check', () => {
    const app = renderApp(<DrinkingCheckApp />, { path: '/overview/results-high-risk' });
    expect(app.path()).toBe('/drinking-check');
  });

  it('Redo clears the answers, sends take quiz again and goes to the age step', async () => {
    seed({
      answers: { drinkFrequency: 1, unitsPerTypicalDay: 0, bingeFrequency: 0 },
      profile: ADULT,
      hasResults: true,
      result: { score: 1, scale: 'auditC', riskLevel: 'low' },
    });
    const app = renderApp(<DrinkingCheckApp />, { path: '/overview/results-lower-risk-audit-c' });
    fireEvent.click(await screen.findByRole('button', { name: 'Do the Drinking Check again' }));
    expect(names(app.platform)).toContain('take_quiz_again');
    expect(app.store.get(answersAtom)).toEqual({});
    expect(app.path()).toBe('/respondent-age');
  });

  it('a tab change navigates and sends its event', async () => {
    seed({ answers: {}, profile: ADULT, hasResults: true, result: { score: 9, scale: 'full', riskLevel: 'increasing' } });
    const app = renderApp(<DrinkingCheckApp />);
    fireEvent.click(screen.getByRole('button', { name: 'Advice and results' }));
    expect(app.path()).toBe('/overview/results');
    expect(app.platform.events).toContainEqual({ name: 'tab_change', params: { tab: 'results' } });
    expect(await screen.findAllByText('Increasing risk')).not.toHaveLength(0);
  });

  it('under 18: Confirm shows the warning and does not go on', () => {
    const app = renderApp(<DrinkingCheckApp />, { path: '/respondent-age' });
    const input = screen.getByLabelText('How old are you?');
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    fireEvent.change(input, { target: { value: '017' } });
    expect((input as HTMLInputElement).value, 'kept as typed').toBe('017');
    fireEvent.click(confirm);
    expect(screen.getByRole('alert').textContent).toContain('Important');
    expect(app.path()).toBe('/respondent-age');
    expect(app.store.get(profileAtom).age).toBeUndefined();
  });

  it('age: says what is wrong with what was typed, keeps it, and links the message to the box', async () => {
    const app = renderApp(<DrinkingCheckApp />, { path: '/respondent-age' });
    // A new field for each message (AgePage.tsx): read it afresh each time.
    const field = () => screen.getByLabelText('How old are you?') as HTMLInputElement;
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    for (const [typed, message] of [
      ['', 'Enter your age'],
      ['abc', 'Enter the age as a number, like 32'],
      ['200', 'Enter an age from 1 to 150'],
      ['0', 'Enter an age from 1 to 150'],
    ] as const) {
      fireEvent.change(field(), { target: { value: typed } });
      fireEvent.click(confirm);
      const input = field();
      expect(input.value, 'nothing typed is swallowed').toBe(typed);
      const summary = screen.getByRole('alert');
      expect(document.activeElement).toBe(summary);
      expect(within(summary).getByRole('link', { name: message }).getAttribute('href')).toBe(`#${input.id}`);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[1]!)!.textContent).toBe(
        `Error: ${message}`,
      );
      expect(app.path()).toBe('/respondent-age');
    }
    fireEvent.change(field(), { target: { value: ' 42 ' } });
    fireEvent.click(confirm);
    expect(app.store.get(profileAtom).age).toBe(42);
    expect(app.path()).toBe('/sex-at-birth');
  });

  it('the results loader waits for the save, and goes on without it after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const platform = recordingPlatform();
      let settle: (saved: boolean) => void = () => undefined;
      platform.api = { ...platform.api, saveSelfAssessment: () => new Promise<boolean>((resolve) => (settle = resolve)) };
      seed({ answers: {}, profile: ADULT });
      const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-one', platform });
      choose('Monthly or less');
      await screen.findByRole('heading', { name: QUESTION_TWO });
      choose('1 to 2');
      await screen.findByRole('heading', { name: QUESTION_THREE });
      choose('Never');
      expect(app.path()).toBe('/loading-results');
      await act(async () => vi.advanceTimersByTimeAsync(500));
      expect(app.path(), 'still saving').toBe('/loading-results');
      await act(async () => settle(true));
      await waitFor(() => expect(app.path()).toBe('/overview/results-lower-risk-audit-c'));

      cleanup();
      seed({ answers: {}, profile: ADULT });
      const hanging = renderApp(<DrinkingCheckApp />, { path: '/drinking-check/question-one', platform });
      choose('Monthly or less');
      await screen.findByRole('heading', { name: QUESTION_TWO });
      choose('1 to 2');
      await screen.findByRole('heading', { name: QUESTION_THREE });
      choose('Never');
      await act(async () => vi.advanceTimersByTimeAsync(1900));
      expect(hanging.path()).toBe('/loading-results');
      await act(async () => vi.advanceTimersByTimeAsync(200));
      await waitFor(() => expect(hanging.path()).toBe('/overview/results-lower-risk-audit-c'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('identity "No" leads to gender identity, and a later "Yes" drops it', () => {
    seed({ answers: {}, profile: { hereFor: 'Myself', age: 40, sex: 1 } });
    const app = renderApp(<DrinkingCheckApp />, { path: '/identity-matches-birth' });
    choose('No');
    expect(app.path()).toBe('/gender-identity');
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    choose('Non-binary');
    expect(app.store.get(profileAtom).genderIdentity).toBe(5);
    expect(app.path()).toBe('/alcohol-assessment');
  });

  it('welcome: shows words a person understands while waiting, disables Start while waiting for web login, and moves on when embedded sign-in completes', async () => {
    const platform = recordingPlatform({ signIn: { status: 'waiting', reason: 'login' } });
    const app = renderApp(<DrinkingCheckApp />, { path: '/drinking-check', platform, settings: { embedded: true } });
    expect(screen.getByRole('status').textContent).toBe('Checking whether you are signed in...');
    expect((screen.getByRole('button', { name: 'Start the check' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => platform.setSignIn({ status: 'waiting', reason: 'autoLogin' }));
    expect(screen.getByRole('status').textContent).toBe('Signing you in through the app... You can start now.');
    expect((screen.getByRole('button', { name: 'Start the check' }) as HTMLButtonElement).disabled).toBe(false);
    act(() => platform.setSignIn({ status: 'waiting', reason: 'parentToken' }));
    expect(screen.getByRole('status').textContent).toBe('Checking whether you are signed in... You can start now.');
    act(() => platform.setSignIn({ status: 'signedIn', profile: { age: 44, sex: 1 } }));
    await waitFor(() => expect(app.path()).toBe('/drinking-check/question-one'));
    expect(app.store.get(profileAtom)).toMatchObject({ age: 44, sex: 1, hereFor: 'Myself' });
  });
});
