import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { ABRIDGED_RESULT_ROUTES, FULL_RESULT_ROUTES } from '../../../src/drinking-check/routes';
import { answersAtom } from '../../../src/drinking-check/state/atoms';
import { recordingPlatform, renderApp } from './render-app';
import { copy, eventNames, openResults } from './results-setup';

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const expanded = (name: string) => button(name).getAttribute('aria-expanded');
/** Stops happy-dom from following a clicked link to the network; the app's click handlers still run. */
function stayOnPage() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop, { capture: true });
  return () => document.removeEventListener('click', stop, { capture: true });
}

const accordionEvents = (platform: ReturnType<typeof recordingPlatform>) =>
  platform.events.filter((event) => event.name === 'accordion_click').map((event) => event.params);

describe('results: the interactive parts', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = stayOnPage();
  });
  afterEach(() => {
    restore();
    cleanup();
    sessionStorage.clear();
  });

  it('risk scale: four tabs, the score marker on the person’s level, its details, an event per selection', async () => {
    const { platform } = await openResults('increasing');
    const tabs = within(screen.getByRole('tablist', { name: 'Risk levels' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(tabs[1]!.textContent).toContain('Your score: 9');
    let panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[1]!.id);
    expect(within(panel).getByText('Your result')).toBeTruthy();
    expect(within(panel).getByText('Score 8-15')).toBeTruthy();

    fireEvent.click(tabs[2]!);
    panel = screen.getByRole('tabpanel');
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(within(panel).getByRole('heading', { name: 'Higher risk' })).toBeTruthy();
    expect(within(panel).getByText('Score 16-19')).toBeTruthy();
    expect(within(panel).queryByText('Your result')).toBeNull();
    expect(platform.events).toContainEqual({ name: 'risk_scale_click', params: { risk_level: 'higher' } });
    expect(screen.getByText(/ten questions of AUDIT/)).toBeTruthy();
  });

  it('risk scale: arrows, Home and End move the selection and focus, wrapping round', async () => {
    const { platform } = await openResults('higher');
    const tabs = screen.getAllByRole('tab');
    const selected = () => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    tabs[2]!.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect([selected(), tabs.indexOf(document.activeElement as HTMLElement)]).toEqual([3, 3]);
    press('ArrowRight');
    expect([selected(), tabs.indexOf(document.activeElement as HTMLElement)]).toEqual([0, 0]);
    press('ArrowLeft');
    expect(selected()).toBe(3);
    press('Home');
    expect(selected()).toBe(0);
    press('End');
    expect(selected()).toBe(3);
    press('Tab');
    expect(selected()).toBe(3);
    expect(eventNames(platform).filter((name) => name === 'risk_scale_click')).toHaveLength(5);
  });

  it('accordions start open or closed by level and send Open / Closed with their panel name', async () => {
    const low = await openResults('low');
    expect(screen.queryByRole('button', { name: 'Find support' })).toBeNull();
    expect([
      expanded('Quick tips'),
      expanded('Advice'),
      expanded('What 14 units looks like'),
      expanded('How we can support you'),
    ]).toEqual(['true', 'false', 'false', 'true']);
    for (const name of ['Quick tips', 'Advice', 'What 14 units looks like', 'How we can support you'])
      fireEvent.click(button(name));
    fireEvent.click(button('Advice'));
    expect(accordionEvents(low.platform)).toEqual([
      { panel: 'Quick tips', state: 'Closed' },
      { panel: 'Advice', state: 'Open' },
      { panel: 'What 14 units looks like', state: 'Open' },
      { panel: 'How we can support you', state: 'Closed' },
      { panel: 'Advice', state: 'Closed' },
    ]);
    const panel = document.getElementById(button('Advice').getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    cleanup();

    const higher = await openResults('higher');
    expect([expanded('Find support'), expanded('Quick tips')]).toEqual(['true', 'false']);
    fireEvent.click(button('Find support'));
    expect(accordionEvents(higher.platform)).toEqual([{ panel: 'Find support', state: 'Closed' }]);
  });

  it('advice: the first opening only sends "view find out more"; a card link sends its click', async () => {
    const { platform } = await openResults('increasing');
    fireEvent.click(button('Advice'));
    fireEvent.click(button('Advice'));
    fireEvent.click(button('Advice'));
    expect(eventNames(platform).filter((name) => name === 'find_out_more_view')).toHaveLength(1);
    const link = screen.getByRole('link', { name: /^Count your units/ });
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(link);
    expect(platform.events).toContainEqual({ name: 'find_out_more_click', params: { card: 3 } });
  });

  it('find support: a service link sends the high-risk support click', async () => {
    const { platform } = await openResults('possibleDependence');
    fireEvent.click(screen.getByRole('link', { name: /^We Are With You/ }));
    expect(platform.events).toContainEqual({ name: 'high_risk_support_click', params: { service: 'we_are_with_you' } });
  });

  it('a binge drinker gets the related article as the third card, the built-in one when there is none', async () => {
    const article = {
      title: 'Why binges hurt',
      text: 'About binges.',
      url: 'https://example.org/binge',
      imageUrl: 'https://example.org/b.jpg?height=242&width=310',
      readTime: '4',
    };
    const found = recordingPlatform();
    found.api = { ...found.api, bingeArticle: vi.fn(async () => article) };
    await openResults('higher', { platform: found });
    fireEvent.click(button('Advice'));
    const link = await screen.findByRole('link', { name: /^Why binges hurt/ });
    expect(link.getAttribute('href')).toBe('https://example.org/binge');
    const card = link.closest('li')!;
    expect(within(card).getByText('About binges.')).toBeTruthy();
    expect(within(card).getByText('4 min read')).toBeTruthy();
    expect(card.querySelector('img')!.getAttribute('src')).toBe(article.imageUrl);
    expect(screen.queryByRole('link', { name: /^Tips for cutting down/ })).toBeNull();
    expect(screen.getAllByRole('link', { name: /opens in a new tab/ }).filter((el) => el.closest('.dc-advice'))).toHaveLength(3);
    cleanup();

    const none = recordingPlatform();
    none.api = { ...none.api, bingeArticle: vi.fn(async () => undefined) };
    await openResults('higher', { platform: none });
    fireEvent.click(button('Advice'));
    await waitFor(() => expect(none.api.bingeArticle).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: /^Tips for cutting down/ })).toBeTruthy();
    cleanup();

    const notBinge = recordingPlatform();
    notBinge.api = { ...notBinge.api, bingeArticle: vi.fn(async () => article) };
    await openResults('increasing', { platform: notBinge });
    expect(notBinge.api.bingeArticle).not.toHaveBeenCalled();
  });

  it('how we can support you: Submit says which scale is missing, sends both ratings, and Back resets them', async () => {
    const { platform } = await openResults('increasing');
    const section = screen.getByRole('button', { name: 'How we can support you' }).closest('section')!;
    const submit = () => within(section).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    const ready = () => screen.getByRole('group', { name: 'How ready are you to make a change to your drinking?' });
    const confident = () => screen.getByRole('group', { name: 'How confident are you that you could make a change?' });
    expect(
      within(ready())
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([false, false, false, false, false]);
    expect(submit().disabled).toBe(false);
    fireEvent.click(within(ready()).getByRole('radio', { name: '4' }));
    fireEvent.click(submit());
    const summary = within(section).getByRole('alert');
    expect(document.activeElement).toBe(summary);
    const link = within(summary).getByRole('link', { name: 'Choose how confident you are, from 1 to 5' });
    expect(confident().getAttribute('aria-describedby')).toContain(`${confident().querySelector('.error-message')!.id}`);
    expect(eventNames(platform)).not.toContain('importance_rating');
    fireEvent.click(link);
    expect(document.activeElement).toBe(within(confident()).getByRole('radio', { name: '1' }));
    fireEvent.click(within(confident()).getByRole('radio', { name: '2' }));
    fireEvent.click(submit());
    expect(platform.events).toContainEqual({ name: 'importance_rating', params: { rating: 4 } });
    expect(platform.events).toContainEqual({ name: 'confidence_rating', params: { rating: 2 } });
    const thanks = screen.getByText('Thank you. Your answers help us improve the support we offer.');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('group', { name: /How ready/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(10);
    expect(radios.some((radio) => radio.checked)).toBe(false);
    expect(within(section).queryByRole('alert'), 'Back starts again without errors').toBeNull();
    expect(document.activeElement).toBe(screen.getByText('Two quick questions help us improve the support we offer.'));
  });

  it('how we can support you: the questions for someone I care about', async () => {
    await openResults('increasing', { hereFor: 'SomeICareAbout' });
    expect(screen.getByRole('group', { name: 'How concerned are you about their drinking?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'How important is it to you that they make a change?' })).toBeTruthy();
  });

  it('was this helpful: Submit says what is missing; analytics hears the answer, never the text', async () => {
    const { platform } = await openResults('low');
    const section = screen.getByRole('heading', { name: 'Was this information helpful?' }).closest('section')!;
    const submit = () => within(section).getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    const reason = within(section).getByRole('textbox', { name: 'Tell us why' });
    expect(submit().disabled).toBe(false);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.click(submit());
    const summary = within(section).getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose Yes or No', 'Tell us why']);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(eventNames(platform)).not.toContain('advice_useful');
    fireEvent.click(within(section).getByRole('button', { name: 'No' }));
    fireEvent.click(submit());
    expect(
      within(within(section).getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tell us why']);
    const secret = 'My name is Sam, sam@example.org, it helped';
    fireEvent.change(reason, { target: { value: secret } });
    fireEvent.click(within(section).getByRole('button', { name: 'Yes' }));
    expect(within(section).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(section).getByRole('button', { name: 'No' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(submit());
    expect(platform.events.filter((event) => event.name === 'advice_useful')).toEqual([
      { name: 'advice_useful', params: { useful: true } },
    ]);
    expect(JSON.stringify(platform.events)).not.toMatch(/Sam|example\.org|helped/);
    expect(document.activeElement).toBe(within(section).getByText('Thank you for your feedback.'));
    expect(within(section).queryByRole('textbox')).toBeNull();
  });

  it('was this helpful: No is sent as false', async () => {
    const { platform } = await openResults('higher');
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tell us why' }), { target: { value: 'Too long' } });
    fireEvent.click(
      within(screen.getByRole('heading', { name: 'Was this information helpful?' }).closest('section')!).getByRole('button', {
        name: 'Submit',
      }),
    );
    expect(platform.events).toContainEqual({ name: 'advice_useful', params: { useful: false } });
  });

  it('Do the Drinking Check again clears the answers and goes to the age step', async () => {
    const app = await openResults('possibleDependence');
    fireEvent.click(button('Do the Drinking Check again'));
    expect(app.store.get(answersAtom)).toEqual({});
    expect(eventNames(app.platform)).toContain('take_quiz_again');
    expect(app.path()).toBe('/respondent-age');
  });

  it('after Redo, the results tab still reads the result as it was (its over-guideline wording)', async () => {
    const app = await openResults('lowOver');
    const overGuideline = copy('dc.results.msg.lowOver.1', false);
    expect(screen.getByText(overGuideline)).toBeTruthy();
    fireEvent.click(button('Do the Drinking Check again'));
    expect(app.path()).toBe('/respondent-age');
    act(() => app.navigate('/overview'));
    fireEvent.click(await screen.findByRole('button', { name: 'Advice and results' }));
    expect(await screen.findByText(overGuideline)).toBeTruthy();
  });
});

describe('abridged results', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('shows the heading, badge, subtitle and three advice cards, without the banner and tabs', async () => {
    const app = await openResults('increasing', { abridged: true });
    expect(app.path()).toBe('/overview/results-abridged-increasing-risk');
    expect(screen.getByText('Increasing risk')).toBeTruthy();
    expect(
      screen.getByText('Here is what your answers say about your drinking, with advice that fits your result.'),
    ).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Tips for cutting down (opens in a new tab)',
      'How alcohol affects health (opens in a new tab)',
      'Count your units (opens in a new tab)',
    ]);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('View full results replaces the route with the full path of the score', async () => {
    const app = await openResults('higher', { abridged: true });
    fireEvent.click(button('View full results'));
    expect(app.path()).toBe('/overview/results-high-risk');
    expect(app.history).not.toContain('/overview/results-abridged-high-risk');
    expect(await screen.findByRole('tablist', { name: 'Risk levels' })).toBeTruthy();
  });

  it('Redo assessment clears the answers and goes to the age step', async () => {
    const app = await openResults('low', { abridged: true, hereFor: 'SomeICareAbout' });
    expect(
      screen.getByText('Here is what your answers say about their drinking, with advice that fits their result.'),
    ).toBeTruthy();
    fireEvent.click(button('Redo assessment'));
    expect(app.store.get(answersAtom)).toEqual({});
    expect(app.path()).toBe('/respondent-age');
  });
});

describe('results routes', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('has five aliases each for the full and the abridged results', () => {
    expect(FULL_RESULT_ROUTES).toEqual([
      '/overview/results',
      '/overview/results-lower-risk-audit-c',
      '/overview/results-lower-risk',
      '/overview/results-increasing-risk',
      '/overview/results-high-risk',
      '/overview/results-possible-dependence',
    ]);
    expect(ABRIDGED_RESULT_ROUTES).toEqual([
      '/overview/results-abridged',
      '/overview/results-abridged-lower-risk-audit-c',
      '/overview/results-abridged-lower-risk',
      '/overview/results-abridged-increasing-risk',
      '/overview/results-abridged-high-risk',
      '/overview/results-abridged-possible-dependence',
    ]);
  });

  for (const path of [...FULL_RESULT_ROUTES, ...ABRIDGED_RESULT_ROUTES]) {
    it(`${path}: shows its screen with results, and the drinking check without`, async () => {
      const app = await openResults('increasing', { path });
      expect(app.path()).toBe(path);
      const abridged = path.includes('abridged');
      expect(Boolean(screen.queryByRole('button', { name: 'View full results' }))).toBe(abridged);
      expect(Boolean(screen.queryByRole('tablist'))).toBe(!abridged);
      cleanup();
      sessionStorage.clear();

      const empty = renderApp(<DrinkingCheckApp />, { path });
      expect(empty.path()).toBe('/drinking-check');
      expect(await screen.findByRole('heading', { name: 'Are you drinking too much?' })).toBeTruthy();
    });
  }
});
