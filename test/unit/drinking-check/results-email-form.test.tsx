import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { profileAtom, scoreAtom } from '../../../src/drinking-check/state/atoms';
import { ADULT, recordingPlatform, renderApp } from './render-app';
import {
  consentData,
  consentUse,
  deferredSave,
  emailField,
  fill,
  FINISHED,
  nameField,
  next,
  renderEmailForm,
} from './results-email-harness';

const NAME = 'Zoë Brontë';
const EMAIL = 'zoe@example.org';
const back = () => screen.getByRole('button', { name: 'Back' });
const press = (element: HTMLElement) => act(async () => fireEvent.click(element));
const summary = () => screen.getByRole('alert');

describe('results email form', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('sits on the results page', async () => {
    sessionStorage.setItem('aa:dc:check', JSON.stringify({ ...FINISHED, profile: ADULT }));
    renderApp(<DrinkingCheckApp />, { path: '/overview/results-lower-risk-audit-c' });
    expect(await screen.findByRole('heading', { name: 'Get your results by email', level: 2 })).toBeTruthy();
  });

  it('shows the consents, unticked, from the start, and no Back that would wipe them', async () => {
    await renderEmailForm();
    expect(screen.getByRole('group', { name: 'Do you agree?' })).toBeTruthy();
    expect(consentUse().checked).toBe(false);
    expect(consentData().checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('link', { name: /privacy notice/ }), 'no privacy link unless the host names one').toBeNull();
  });

  it('keeps Email my results usable and, on an empty submit, says what is wrong in the GOV.UK manner', async () => {
    const { saves } = await renderEmailForm();
    expect(next().hasAttribute('disabled')).toBe(false);
    await press(next());
    expect(saves).toEqual([]);
    expect(document.activeElement).toBe(summary());
    expect(within(summary()).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    const links = within(summary()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your full name',
      'Enter your email address',
      'Tick the box to agree that we use your email address to send your results',
    ]);
    for (const [field, message] of [
      [nameField(), 'Error: Enter your full name'],
      [emailField(), 'Error: Enter your email address'],
    ] as const) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toBe(message);
    }
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(emailField());
    expect(location.hash).toBe('');
  });

  it('asks for the consent to email before sending, and links the message to its box', async () => {
    const { saves } = await renderEmailForm();
    fill(NAME, EMAIL, { consents: false });
    fireEvent.click(consentData());
    await press(next());
    expect(saves).toEqual([]);
    const message = 'Tick the box to agree that we use your email address to send your results';
    const link = within(summary()).getByRole('link', { name: message });
    expect(nameField().hasAttribute('aria-invalid')).toBe(false);
    const group = screen.getByRole('group', { name: 'Do you agree?' });
    const described = group
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toContain(`Error: ${message}`);
    expect(consentUse().getAttribute('aria-invalid')).toBe('true');
    expect(consentData().hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(link);
    expect(document.activeElement).toBe(consentUse());
  });

  it('stores the email, name and opt-in, saves the score with emailMyResults and says thank you', async () => {
    const { saves, store, platform } = await renderEmailForm({ settings: { brand: 'Acme', campaign: 'spring' } });
    fill(`  ${NAME} `, ` ${EMAIL}`);
    await press(next());
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      name: NAME,
      emailAddress: EMAIL,
      emailMyResults: true,
      emailSubscriptionOptIn: true,
      brand: 'Acme',
      campaign: 'spring',
      totalScore: 4,
      riskLevel: 'Low',
      age: 30,
    });
    expect(store.get(profileAtom)).toMatchObject({ ...ADULT, fullName: NAME, email: EMAIL, subscriptionOptIn: true });
    const heading = screen.getByRole('heading', { name: 'Thank you', level: 2 });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByText(
        `Your results are on the way to ${EMAIL}. If you cannot find the email, look in your junk or spam folder.`,
      ),
    ).toBeTruthy();
    expect(platform.events).toEqual([{ name: 'results_email_submit', params: { automatic: false } }]);
    expect(JSON.stringify(platform.events)).not.toMatch(/Zo|example/);
  });

  it('Back after sending returns to the form with what was typed, to change it and send again', async () => {
    const { saves } = await renderEmailForm();
    fill(NAME, EMAIL);
    await press(next());
    await press(back());
    const heading = screen.getByRole('heading', { name: 'Get your results by email' });
    expect(document.activeElement).toBe(heading);
    expect([nameField().value, emailField().value, consentUse().checked, consentData().checked]).toEqual([
      NAME,
      EMAIL,
      true,
      true,
    ]);
    fireEvent.change(emailField(), { target: { value: 'zoe@example.com' } });
    await press(next());
    expect(saves.map((save) => save.emailAddress)).toEqual([EMAIL, 'zoe@example.com']);
    expect(screen.getByText(/on the way to zoe@example\.com\./)).toBeTruthy();
  });

  it('links the privacy notice the host names beside the consents', async () => {
    await renderEmailForm({ settings: { privacyUrl: 'https://example.org/privacy' } });
    const group = screen.getByRole('group', { name: 'Do you agree?' });
    const link = within(group).getByRole('link', { name: /How we use your information: our privacy notice/ });
    expect(link.getAttribute('href')).toBe('https://example.org/privacy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows that it is sending and sends once however often the button is pressed', async () => {
    const platform = recordingPlatform();
    const settle = deferredSave(platform);
    const { saves } = await renderEmailForm({ platform });
    fill(NAME, EMAIL);
    await press(next());
    expect(next().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Sending your results...');
    await press(next());
    fireEvent.submit(next().closest('form')!);
    expect(saves).toHaveLength(1);
    expect(nameField().value).toBe(NAME);
    await act(async () => settle(true));
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
  });

  it('says plainly when the email could not be sent, keeps everything typed, and tries again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const platform = recordingPlatform({ saveSucceeds: false });
    const { saves } = await renderEmailForm({ platform });
    fill(NAME, EMAIL);
    await press(next());
    expect(saves).toHaveLength(1);
    expect(document.activeElement).toBe(summary());
    expect(summary().textContent).toContain('We could not send your results. What you typed is still here: please try again.');
    expect([nameField().value, emailField().value, consentUse().checked, consentData().checked]).toEqual([
      NAME,
      EMAIL,
      true,
      true,
    ]);
    expect(next().hasAttribute('aria-disabled')).toBe(false);

    platform.api = { ...platform.api, saveSelfAssessment: async (payload) => (saves.push(payload), true) };
    await press(next());
    expect(saves).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(JSON.stringify(errors.mock.calls)).not.toMatch(/Zo|example/);
  });

  it('sends no second risk event for the repeat save', async () => {
    const { platform } = await renderEmailForm();
    fill(NAME, EMAIL);
    await press(next());
    expect(platform.events.map((event) => event.name)).toEqual(['results_email_submit']);
  });

  it('keeps the thank-you for this result after a tab switch, and shows the form again for a new result', async () => {
    sessionStorage.setItem('aa:dc:check', JSON.stringify({ ...FINISHED, profile: ADULT }));
    const { store } = renderApp(<DrinkingCheckApp />, { path: '/overview/results-lower-risk-audit-c' });
    await screen.findByRole('heading', { name: 'Get your results by email' });
    fill(NAME, EMAIL);
    await press(next());
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Drinking Check' }));
    await press(screen.getByRole('button', { name: 'Advice and results' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    await act(async () => store.set(scoreAtom, { score: 9, scale: 'full', riskLevel: 'increasing', answers: {} }));
    expect(screen.getByRole('heading', { name: 'Get your results by email' })).toBeTruthy();
  });
});
