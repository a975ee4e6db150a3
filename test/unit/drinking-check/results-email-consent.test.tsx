// Issue 27, item 7: emailing one's own result required consent to research use, the boxes came
// only once typing started, and no privacy words showed without privacy-url
// (docs/decisions/0221-emailing-results-needs-only-the-consent-to-email.md).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileAtom } from '../../../src/drinking-check/state/atoms';
import { emailFlags, emailFormErrors, EMPTY_VALUES } from '../../../src/drinking-check/results/email/email-form-values';
import { consentData, consentUse, emailField, nameField, next, renderEmailForm } from './results-email-harness';

const NAME = 'Zoë Brontë';
const EMAIL = 'zoe@example.org';
const press = (element: HTMLElement) => act(async () => fireEvent.click(element));
const typeDetails = () => {
  fireEvent.change(nameField(), { target: { value: NAME } });
  fireEvent.change(emailField(), { target: { value: EMAIL } });
};

describe('the rules of the results email consents', () => {
  const valid = { ...EMPTY_VALUES, name: NAME, email: EMAIL };

  it.each([
    [false, false, ['consents']],
    [false, true, ['consents']],
    [true, false, []],
    [true, true, []],
  ])('consent to email %s, to research %s: problems %j', (consentUse, consentData, fields) => {
    expect(emailFormErrors({ ...valid, consentUse, consentData }).map((e) => e.field)).toEqual(fields);
  });

  it.each([
    [true, false, { emailMyResults: true, emailSubscriptionOptIn: false }],
    [true, true, { emailMyResults: true, emailSubscriptionOptIn: true }],
    [false, true, { emailMyResults: false, emailSubscriptionOptIn: false }],
  ])('consent to email %s, to research %s: the save says %j', (consentUse, consentData, flags) => {
    expect(emailFlags({ ...valid, consentUse, consentData })).toEqual(flags);
  });
});

describe('the results email form', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('shows both boxes and the privacy line before anything is typed, and says the second is optional', async () => {
    await renderEmailForm();
    const group = screen.getByRole('group', { name: 'Do you agree?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(2);
    expect(group.textContent).toContain('We use your name and email address to send you your results.');
    expect(within(group).queryByRole('link'), 'no link without privacy-url').toBeNull();
    const optional = document.getElementById(consentData().getAttribute('aria-describedby')!);
    expect(optional?.textContent).toBe('This one is up to you: we email your results whether or not you tick it.');
  });

  it('puts the host privacy notice after the privacy line', async () => {
    await renderEmailForm({ settings: { privacyUrl: 'https://example.org/privacy' } });
    const group = screen.getByRole('group', { name: 'Do you agree?' });
    const link = within(group).getByRole('link', { name: /How we use your information: our privacy notice/ });
    expect(link.getAttribute('href')).toBe('https://example.org/privacy');
    expect(link.closest('p')?.textContent).toMatch(/^We use your name and email address to send you your results\. How we use/);
  });

  it('sends with the consent to email alone: emailMyResults true, the opt-in false', async () => {
    const { saves, store } = await renderEmailForm();
    typeDetails();
    fireEvent.click(consentUse());
    await press(next());
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ name: NAME, emailAddress: EMAIL, emailMyResults: true, emailSubscriptionOptIn: false });
    expect(store.get(profileAtom).subscriptionOptIn).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Thank you' }));
  });

  it('opts in only with both boxes ticked', async () => {
    const { saves } = await renderEmailForm();
    typeDetails();
    fireEvent.click(consentUse());
    fireEvent.click(consentData());
    await press(next());
    expect(saves[0]).toMatchObject({ emailMyResults: true, emailSubscriptionOptIn: true });
  });

  it('without the consent to email, sends nothing and links the message to that box', async () => {
    const { saves } = await renderEmailForm();
    typeDetails();
    fireEvent.click(consentData());
    await press(next());
    expect(saves).toEqual([]);
    const message = 'Tick the box to agree that we use your email address to send your results';
    const link = within(screen.getByRole('alert')).getByRole('link', { name: message });
    expect(consentUse().getAttribute('aria-invalid')).toBe('true');
    expect(consentData().hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(link);
    expect(document.activeElement).toBe(consentUse());
  });
});
