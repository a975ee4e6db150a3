import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/core/audit';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { ADULT, recordingPlatform, renderApp } from './render-app';
import { EmailForm } from '../../../src/drinking-check/results/email/EmailForm';
import { consentData, consentUse, emailField, FINISHED, nameField, renderEmailForm, WithSession } from './results-email-harness';

/** What a token tells: never whether the person agreed to emails (only the newsletter status does). */
const PERSON: Profile = { hereFor: 'Myself', fullName: 'Siân Evans', email: 'sian@example.org' };
const signedIn = (profile: Profile) => ({ status: 'signedIn', profile }) as const;
const SUBSCRIBED = { newsletter: 'subscribed' } as const;
const settle = () => act(async () => undefined);

describe('results email form, signed in', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('prefills from the profile and, with both details and a subscribed contact, submits once by itself', async () => {
    const { saves, platform } = await renderEmailForm({ signIn: signedIn(PERSON), ...SUBSCRIBED });
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      name: 'Siân Evans',
      emailAddress: 'sian@example.org',
      emailMyResults: true,
      emailSubscriptionOptIn: true,
    });
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    // It was not the person's action: focus stays where it was.
    expect(document.activeElement).toBe(document.body);
    expect(platform.events).toEqual([{ name: 'results_email_submit', params: { automatic: true } }]);
  });

  // Issue 28: three loads of the results page sent three emails.
  it('sends by itself once per result: not again on a reload, again for a new result', async () => {
    const first = await renderEmailForm({ signIn: signedIn(PERSON), ...SUBSCRIBED });
    await settle();
    expect(first.saves).toHaveLength(1);
    const stored = sessionStorage.getItem('aa:dc:check')!;
    expect(JSON.parse(stored).autoEmailed).toBe(true);
    cleanup();

    const reload = recordingPlatform({ signIn: signedIn(PERSON), ...SUBSCRIBED });
    renderApp(
      <WithSession>
        <EmailForm />
      </WithSession>,
      { path: '/overview/results-lower-risk-audit-c', platform: reload },
    );
    await screen.findByRole('heading', { name: /Get your results by email|Thank you/ });
    await settle();
    expect(reload.saves, 'no email on the reload').toEqual([]);
    cleanup();

    const newResult = { ...JSON.parse(stored), autoEmailed: undefined, result: { ...FINISHED.result, score: 3 } };
    sessionStorage.setItem('aa:dc:check', JSON.stringify(newResult));
    const again = recordingPlatform({ signIn: signedIn(PERSON), ...SUBSCRIBED });
    renderApp(
      <WithSession>
        <EmailForm />
      </WithSession>,
      { path: '/overview/results-lower-risk-audit-c', platform: again },
    );
    await screen.findByRole('heading', { name: /Get your results by email|Thank you/ });
    await settle();
    expect(again.saves, 'the new result is sent once').toHaveLength(1);
  });

  // docs/decisions/0173: the spec counts an unsubscribed contact as opted in; ticking consent for
  // someone who unsubscribed, and emailing them, would not be consent.
  it.each([['unsubscribed'], ['notFound'], [undefined]] as const)(
    'does not submit by itself for a contact %s, and leaves both boxes unticked',
    async (newsletter) => {
      const { saves, platform } = await renderEmailForm({ signIn: signedIn(PERSON), newsletter });
      await settle();
      expect(platform.signInCalls).toEqual(['newsletterStatus']);
      expect(saves).toEqual([]);
      expect([nameField().value, emailField().value]).toEqual(['Siân Evans', 'sian@example.org']);
      expect([consentUse().checked, consentData().checked]).toEqual([false, false]);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('fills the name and email before the newsletter status answers, and does not submit once the person has typed', async () => {
    let answer: (status: 'subscribed') => void = () => undefined;
    const platform = recordingPlatform({ signIn: signedIn(PERSON) });
    platform.api = { ...platform.api, newsletterStatus: () => new Promise((resolve) => (answer = resolve)) };
    const { saves } = await renderEmailForm({ platform });
    expect([nameField().value, emailField().value]).toEqual(['Siân Evans', 'sian@example.org']);
    fireEvent.change(nameField(), { target: { value: 'Siân M Evans' } });
    await act(async () => answer('subscribed'));
    expect(saves).toEqual([]);
    expect([consentUse().checked, consentData().checked]).toEqual([false, false]);
  });

  it.each([
    ['no email', { ...PERSON, email: undefined }],
    ['an email the form would refuse', { ...PERSON, email: 'sian@example' }],
    ['a name the form would refuse', { ...PERSON, fullName: 'S' }],
  ])('does not submit by itself with %s', async (_, profile) => {
    const { saves } = await renderEmailForm({ signIn: signedIn(profile), ...SUBSCRIBED });
    await settle();
    expect(saves).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Get your results by email' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing by itself for an anonymous person, and asks no newsletter status', async () => {
    const { saves, platform } = await renderEmailForm({ ...SUBSCRIBED });
    await settle();
    expect(saves).toEqual([]);
    expect(platform.signInCalls).toEqual([]);
    expect(nameField().value).toBe('');
  });

  it('follows a sign-in that finishes after the page shows', async () => {
    const platform = recordingPlatform(SUBSCRIBED);
    const { saves } = await renderEmailForm({ platform });
    expect(saves).toEqual([]);
    await act(async () => platform.setSignIn(signedIn(PERSON)));
    await settle();
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
  });

  it('never overwrites what the person has typed with the profile', async () => {
    const platform = recordingPlatform(SUBSCRIBED);
    const { saves } = await renderEmailForm({ platform });
    fireEvent.change(nameField(), { target: { value: 'Someone Else' } });
    await act(async () => platform.setSignIn(signedIn(PERSON)));
    await settle();
    expect(saves).toEqual([]);
    expect([nameField().value, emailField().value]).toEqual(['Someone Else', '']);
  });

  it('submits by itself only once: not again after Back and a return to the results', async () => {
    sessionStorage.setItem('aa:dc:check', JSON.stringify({ ...FINISHED, profile: ADULT }));
    const platform = recordingPlatform({ signIn: signedIn(PERSON), ...SUBSCRIBED });
    renderApp(<DrinkingCheckApp />, { path: '/overview/results-lower-risk-audit-c', platform });
    await screen.findByRole('heading', { name: 'Thank you' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Drinking Check' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Advice and results' })));
    await screen.findByRole('heading', { name: 'Get your results by email' });
    await settle();
    expect(platform.saves).toHaveLength(1);
  });
});
