import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrinkingCheckApp } from '../../../src/drinking-check/DrinkingCheckApp';
import { ADULT, renderApp } from './render-app';

// Its own file: the results code must not have been loaded yet by another test.
describe('results: loading on demand', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('shows the banner, the tabs and a polite loading status until the results code has loaded', async () => {
    sessionStorage.setItem(
      'aa:dc:check',
      JSON.stringify({
        answers: {},
        profile: ADULT,
        hasResults: true,
        result: { score: 9, scale: 'full', riskLevel: 'increasing' },
      }),
    );
    renderApp(<DrinkingCheckApp />, { path: '/overview/results' });
    expect(screen.getByRole('status').textContent).toBe('Loading the results...');
    expect(screen.getByRole('navigation', { name: 'Drinking Check sections' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await screen.findByRole('heading', { level: 1, name: /^Your Drinking Check result/ }, { timeout: 5000 });
    expect(screen.queryByText('Loading the results...')).toBeNull();
  });
});
