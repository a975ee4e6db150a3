import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fill, next, renderEmailForm } from './results-email-harness';

const GOOD_NAME = 'Sam Taylor';
const GOOD_EMAIL = 'sam@example.org';

async function submit(name: string, email: string, { consents = true } = {}) {
  const view = await renderEmailForm();
  fill(name, email, { consents });
  await act(async () => fireEvent.click(next()));
  return view;
}

const inlineErrors = () => [...document.querySelectorAll('.error-message')].map((p) => p.textContent);

describe('results email: what counts as a name and an email (spec section 5)', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it.each([
    ['two letters', 'Jo'],
    ['forty characters', 'A'.repeat(40)],
    ['accented letters', 'Zoë Brontë-Ní Chonaill'],
    ['an apostrophe', "Seán O'Brien"],
    ['a curly apostrophe', 'Dara O\u2019Neill'],
    ['a hyphen', 'Anne-Marie Duval'],
    ['surrounding spaces', '  Jo Bloggs  '],
  ])('accepts a name with %s', async (_, name) => {
    const { saves } = await submit(name, GOOD_EMAIL);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.name).toBe(name.trim());
    expect(screen.getByRole('heading', { name: 'Thank you' })).toBeTruthy();
  });

  it.each([
    ['one letter', 'J'],
    ['forty-one characters', 'A'.repeat(41)],
    ['a digit', 'J0hn Smith'],
    ['a symbol', 'John Smith!'],
    ['an underscore', 'John_Smith'],
    ['no letter at all', "-- ''"],
  ])('refuses a name with %s', async (_, name) => {
    const { saves } = await submit(name, GOOD_EMAIL);
    expect(saves).toEqual([]);
    expect(inlineErrors()).toEqual([
      'Error: Full name must be 2 to 40 characters: letters, spaces, hyphens and apostrophes only',
    ]);
  });

  it.each([
    ['a dot and a top-level part', 'sam@example.org'],
    ['subdomains', 'sam.taylor+results@mail.example.co.uk'],
    ['surrounding spaces from a phone keyboard', ' sam@example.org '],
  ])('accepts an email with %s', async (_, email) => {
    const { saves } = await submit(GOOD_NAME, email);
    expect(saves).toHaveLength(1);
    expect(saves[0]!.emailAddress).toBe(email.trim());
  });

  it.each([
    ['no dot in the domain', 'sam@example'],
    ['a one-letter top-level part', 'sam@example.c'],
    ['no @', 'sam.example.org'],
    ['nothing before the @', '@example.org'],
    ['a space inside', 'sam taylor@example.org'],
    ['an empty domain label', 'sam@.org'],
  ])('refuses an email with %s', async (_, email) => {
    const { saves } = await submit(GOOD_NAME, email);
    expect(saves).toEqual([]);
    expect(inlineErrors()).toEqual(['Error: Enter an email address in the correct format, like name@example.com']);
  });

  it('asks for a missing name and a missing email in words of their own', async () => {
    const { saves } = await submit('   ', '', { consents: false });
    expect(saves).toEqual([]);
    expect(inlineErrors()).toEqual([
      'Error: Enter your full name',
      'Error: Enter your email address',
      'Error: Tick the box to agree that we use your email address to send your results',
    ]);
  });
});
