// Each analytics event carries the field it names with the value of the control the person used.
// One row per event and control: a value that differs from every other control's, so that a value
// taken from the wrong control fails. The two ratings, in both wordings: the first scale (ready /
// concerned) is the importance ruler, the second (confident / important) the confidence one
// (docs/decisions/0024-analytics-event-names.md, issue 40).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HereFor } from '../../../src/core/audit';
import { openResults } from './results-setup';

const button = (name: string) => screen.getByRole('button', { name });
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;

/** The two support scales by their questions, answered, then Submit. */
function rate(first: RegExp, firstValue: string, second: RegExp, secondValue: string) {
  const firstScale = screen.getByRole('group', { name: first });
  const secondScale = screen.getByRole('group', { name: second });
  fireEvent.click(within(firstScale).getByRole('radio', { name: firstValue }));
  fireEvent.click(within(secondScale).getByRole('radio', { name: secondValue }));
  const scales = firstScale.parentElement!.closest('.dc-scales')!;
  fireEvent.click(within(scales as HTMLElement).getByRole('button', { name: 'Submit' }));
}

const rateForMyself = () => rate(/^How ready/, '5', /^How confident/, '2');
const rateForSomeone = () => rate(/^How concerned/, '4', /^How important/, '1');

const ROWS = [
  {
    event: 'importance_rating',
    does: 'answers "How ready are you" with 5 and "How confident" with 2',
    act: rateForMyself,
    params: { rating: 5 },
  },
  {
    event: 'confidence_rating',
    does: 'answers "How ready are you" with 5 and "How confident" with 2',
    act: rateForMyself,
    params: { rating: 2 },
  },
  {
    event: 'importance_rating',
    does: 'answers for someone "How concerned are you" with 4 and "How important" with 1',
    hereFor: 'SomeICareAbout' as HereFor,
    act: rateForSomeone,
    params: { rating: 4 },
  },
  {
    event: 'confidence_rating',
    does: 'answers for someone "How concerned are you" with 4 and "How important" with 1',
    hereFor: 'SomeICareAbout' as HereFor,
    act: rateForSomeone,
    params: { rating: 1 },
  },
  {
    event: 'risk_scale_click',
    does: 'chooses the Increasing risk pill',
    act: () => fireEvent.click(screen.getByRole('tab', { name: /^Increasing/ })),
    params: { risk_level: 'increasing' },
  },
  {
    event: 'accordion_click',
    does: 'opens Advice',
    act: () => fireEvent.click(button('Advice')),
    params: { panel: 'Advice', state: 'Open' },
  },
  {
    event: 'advice_useful',
    does: 'says No, why, and submits',
    act: () => {
      const helpful = section('Was this information helpful?');
      fireEvent.click(within(helpful).getByRole('button', { name: 'No' }));
      fireEvent.change(within(helpful).getByRole('textbox', { name: 'Tell us why' }), { target: { value: 'Too long' } });
      fireEvent.click(within(helpful).getByRole('button', { name: 'Submit' }));
    },
    params: { useful: false },
  },
  {
    event: 'find_out_more_click',
    does: "follows the second advice card's link",
    act: () => {
      fireEvent.click(button('Advice'));
      const cards = screen.getAllByRole('link').filter((link) => link.closest('.dc-advice, [class*="advice"]'));
      fireEvent.click(cards[1]!);
    },
    params: { card: 2 },
  },
];

describe('analytics: each event with the value of its own control', () => {
  let restore: () => void;
  beforeEach(() => {
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop, { capture: true });
    restore = () => document.removeEventListener('click', stop, { capture: true });
  });
  afterEach(() => {
    restore();
    cleanup();
    sessionStorage.clear();
  });

  it.each(ROWS)('$event: the person $does', async ({ event, act, params, hereFor }) => {
    const { platform } = await openResults('higher', { hereFor });
    act();
    expect(platform.events.filter((sent) => sent.name === event)).toEqual([{ name: event, params }]);
  });
});
