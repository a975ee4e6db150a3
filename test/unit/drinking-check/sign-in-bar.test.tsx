// Issue 17, item 1: with web-login on, nothing on any screen let a visitor start the sign-in.
// Where the bar shows: docs/decisions/0170-where-a-person-signs-in.md.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import type { SignInState } from '../../../src/platform/services';
import { recordingPlatform, renderApp } from './render-app';
import { renderEmailForm } from './results-email-harness';

const ANN: SignInState = { status: 'signedIn', profile: { hereFor: 'Myself', fullName: 'Ann Smith' } };
const OFFER = 'Have an account? Sign in to fill in what we know about you.';

describe('the sign-in bar', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it.each([['/overview'], ['/drinking-check']])('on %s offers Sign in, which starts the sign-in', async (path) => {
    const platform = recordingPlatform({ webSignIn: true });
    renderApp(<DrinkingCheckApp />, { path, platform });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.getByText(OFFER)).toBeTruthy();
    fireEvent.click(button);
    expect(platform.signInCalls).toEqual(['signIn']);
  });

  it('says who is signed in, and Sign out signs them out', async () => {
    const platform = recordingPlatform({ webSignIn: true, signIn: ANN });
    renderApp(<DrinkingCheckApp />, { platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(screen.getByText('You are signed in as Ann Smith.')).toBeTruthy();
    expect(platform.signInCalls).toEqual(['signOut']);
    act(() => platform.setSignIn({ status: 'anonymous' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(/You are signed in/)).toBeNull();
  });

  it('says what it waits for, with no button, and the start waits for it', async () => {
    const platform = recordingPlatform({ webSignIn: true, signIn: { status: 'waiting', reason: 'login' } });
    renderApp(<DrinkingCheckApp />, { path: '/drinking-check', platform });
    expect(await screen.findByText('Checking whether you are signed in...')).toBeTruthy();
    // Said once, by the bar: the welcome's own line is for an app's sign-in.
    expect(screen.getAllByText('Checking whether you are signed in...')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Start the check' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => platform.setSignIn({ status: 'waiting', reason: 'redirect' }));
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Taking you to sign in...');
  });

  it('sits in the results email form with its own offer', async () => {
    const platform = recordingPlatform({ webSignIn: true });
    await renderEmailForm({ platform });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Have an account? Sign in to fill in your name and email.')).toBeTruthy();
    expect(platform.signInCalls).toEqual(['signIn']);
  });

  it('is not there when web sign-in is not offered (web-login off, embedded, or in a frame)', async () => {
    renderApp(<DrinkingCheckApp />, { platform: recordingPlatform({ signIn: ANN }) });
    await screen.findByRole('button', { name: 'Begin the Drinking Check' });
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: /Sign (in|out)/ })).toBeNull();
  });
});
