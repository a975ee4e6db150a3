// Each analytics event carries the field it names with the value of the control the person used
// (issue 28: the two rating events were swapped). One row per event and control: a value that
// differs from every other control's, so that a value taken from the wrong control fails.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openResults } from './results-setup';

const button = (name: string) => screen.getByRole('button', { name });
const section = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section')!;

/** The two support scales, "How ready" and "How confident", then Submit. */
function rate(ready: string, confident: string) {
  const readyScale = screen.getByRole('group', { name: /^How ready/ });
  const confidentScale = screen.getByRole('group', { name: /^How confident/ });
  fireEvent.click(within(readyScale).getByRole('radio', { name: ready }));
  fireEvent.click(within(confidentScale).getByRole('radio', { name: confident }));
  const scales = readyScale.parentElement!.closest('.dc-scales')!;
  fireEvent.click(within(scales as HTMLElement).getByRole('button', { name: 'Submit' }));
}

const ROWS = [
  {
    event: 'confidence_rating',
    does: 'answers "How ready are you" with 5 and "How confident" with 2',
    act: () => rate('5', '2'),
    params: { rating: 5 },
  },
  {
    event: 'importance_rating',
    does: 'answers "How ready are you" with 5 and "How confident" with 2',
    act: () => rate('5', '2'),
    params: { rating: 2 },
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

  it.each(ROWS)('$event: the person $does', async ({ event, act, params }) => {
    const { platform } = await openResults('higher');
    act();
    expect(platform.events.filter((sent) => sent.name === event)).toEqual([{ name: event, params }]);
  });
});
