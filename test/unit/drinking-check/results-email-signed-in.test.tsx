import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Profile } from '../../../src/core/audit';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { ADULT, recordingPlatform, renderApp } from './render-app';
import { consentData, consentUse, emailField, FINISHED, nameField, renderEmailForm } from './results-email-harness';

const PERSON: Profile = { hereFor: 'Myself', fullName: 'Siân Evans', email: 'sian@example.org', subscriptionOptIn: true };
const signedIn = (profile: Profile) => ({ status: 'signedIn', profile }) as const;
const settle = () => act(async () => undefined);

describe('results email form, signed in', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('prefills from the profile and, with both details and the opt-in, submits once by itself', async () => {
    const { saves, platform } = await renderEmailForm({ signIn: signedIn(PERSON) });
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ name: 'Siân Evans', emailAddress: 'sian@example.org', emailMyResults: true, emailSubscriptionOptIn: true });
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
    // It was not the person's action: focus stays where it was.
    expect(document.activeElement).toBe(document.body);
    expect(platform.events).toEqual([{ name: 'results_email_submit', params: { automatic: true } }]);
  });

  it('does not submit by itself without the opt-in, and leaves both boxes unticked', async () => {
    const { saves } = await renderEmailForm({ signIn: signedIn({ ...PERSON, subscriptionOptIn: false }) });
    await settle();
    expect(saves).toEqual([]);
    expect([nameField().value, emailField().value]).toEqual(['Siân Evans', 'sian@example.org']);
    expect([consentUse().checked, consentData().checked]).toEqual([false, false]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['no email', { ...PERSON, email: undefined }],
    ['an email the form would refuse', { ...PERSON, email: 'sian@example' }],
    ['a name the form would refuse', { ...PERSON, fullName: 'S' }],
  ])('does not submit by itself with %s', async (_, profile) => {
    const { saves } = await renderEmailForm({ signIn: signedIn(profile) });
    await settle();
    expect(saves).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Get your results by email' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing by itself for an anonymous person', async () => {
    const { saves } = await renderEmailForm();
    await settle();
    expect(saves).toEqual([]);
    expect(nameField().value).toBe('');
  });

  it('follows a sign-in that finishes after the page shows', async () => {
    const platform = recordingPlatform();
    const { saves } = await renderEmailForm({ platform });
    expect(saves).toEqual([]);
    await act(async () => platform.setSignIn(signedIn(PERSON)));
    await settle();
    expect(saves).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
  });

  it('never overwrites what the person has typed with the profile', async () => {
    const platform = recordingPlatform();
    const { saves } = await renderEmailForm({ platform });
    fireEvent.change(nameField(), { target: { value: 'Someone Else' } });
    await act(async () => platform.setSignIn(signedIn(PERSON)));
    await settle();
    expect(saves).toEqual([]);
    expect([nameField().value, emailField().value]).toEqual(['Someone Else', '']);
  });

  it('submits by itself only once: not again after Back and a return to the results', async () => {
    sessionStorage.setItem('aa:dc:check', JSON.stringify({ ...FINISHED, profile: ADULT }));
    const platform = recordingPlatform({ signIn: signedIn(PERSON) });
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
