// Issue 27, item 10: a failed email showed "Sending your results..." for 9.8 s, and an app's
// auto_login wait ended without a word (docs/decisions/0222-no-silent-waits.md).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { EMAIL_SEND_DEADLINE_MS } from '../../../src/drinking-check/results/email/use-email-form';
import { checkSteps } from '../../../src/drinking-check/steps-loader';
import { signInLine } from '../../../src/drinking-check/welcome/waiting-text';
import type { SignInState } from '../../../src/platform/services';
import { recordingPlatform, renderApp } from './render-app';
import { deferredSave, fill, next, renderEmailForm } from './results-email-harness';

const press = (element: HTMLElement) => act(async () => fireEvent.click(element));
const FAILED = 'We could not send your results. What you typed is still here: please try again.';

describe('the start screen line about sign-in', () => {
  const anonymous: SignInState = { status: 'anonymous' };
  it.each<[SignInState, boolean, string | undefined]>([
    [{ status: 'waiting', reason: 'autoLogin' }, true, 'dc.welcome.waitingAutoLogin'],
    [{ status: 'waiting', reason: 'parentToken' }, true, 'dc.welcome.waitingParent'],
    [{ status: 'waiting', reason: 'login' }, false, 'dc.welcome.waitingLogin'],
    [anonymous, true, 'dc.welcome.notSignedIn'],
    [anonymous, false, undefined],
    [{ status: 'signedIn', profile: {} }, true, undefined],
  ])('%j, after a wait for the app %s: %s', (state, waited, key) => {
    expect(signInLine(state, waited)).toBe(key);
  });
});

describe('the start screen in an app', () => {
  beforeAll(() => checkSteps.load());
  afterEach(cleanup);

  it('says Start works while it asks the app, and says plainly when sign-in did not happen', () => {
    const platform = recordingPlatform({ signIn: { status: 'waiting', reason: 'autoLogin' } });
    renderApp(<DrinkingCheckApp />, { path: '/drinking-check', platform, settings: { embedded: true } });
    const start = screen.getByRole('button', { name: 'Start the check' }) as HTMLButtonElement;
    expect(screen.getByRole('status').textContent).toBe('Signing you in through the app... You can start now.');
    expect(start.disabled).toBe(false);
    act(() => platform.setSignIn({ status: 'anonymous' }));
    expect(screen.getByRole('status').textContent).toBe('You are not signed in. You can still do the check.');
    expect(start.disabled).toBe(false);
  });

  it('says nothing of sign-in where none was awaited', () => {
    renderApp(<DrinkingCheckApp />, { path: '/drinking-check', settings: { embedded: true } });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('the results email when the save does not come back', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    sessionStorage.clear();
  });

  it('says at once that a failed send failed, with Try again', async () => {
    const { saves } = await renderEmailForm({ saveSucceeds: false });
    fill('Zoë Brontë', 'zoe@example.org');
    await press(next());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    expect(document.activeElement).toBe(alert);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(saves).toHaveLength(1);
  });

  it(`says it has not gone after ${EMAIL_SEND_DEADLINE_MS / 1000} s, and Try again waits for the same save`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const platform = recordingPlatform();
    const settle = deferredSave(platform);
    const { saves } = await renderEmailForm({ platform });
    fill('Zoë Brontë', 'zoe@example.org');
    await press(next());
    expect(screen.getByRole('status').textContent).toBe('Sending your results...');
    await act(async () => vi.advanceTimersByTimeAsync(EMAIL_SEND_DEADLINE_MS - 100));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(FAILED);
    expect(screen.getByRole('status').textContent).toBe('');

    await press(within(alert).getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(next());
    expect(screen.getByRole('status').textContent).toBe('Sending your results...');
    expect(saves, 'no second email while the first is on its way').toHaveLength(1);
    await act(async () => settle(true));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Thank you' }));
  });

  it('shows the thank-you when a save it gave up waiting for is stored after all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const platform = recordingPlatform();
    const settle = deferredSave(platform);
    await renderEmailForm({ platform });
    fill('Zoë Brontë', 'zoe@example.org');
    await press(next());
    await act(async () => vi.advanceTimersByTimeAsync(EMAIL_SEND_DEADLINE_MS));
    expect(screen.getByRole('alert').textContent).toContain(FAILED);
    await act(async () => settle(true));
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
  });
});
