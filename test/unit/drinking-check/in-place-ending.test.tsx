// Issue 27, item 1: embedded, the check ended at a bare score, even for possible dependence
// (docs/decisions/0220-the-app-ending-shows-support-and-the-way-on.md).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resultPath, RISK_LEVELS, type RiskLevel } from '../../../src/core/audit';
import '../../../src/drinking-check/register-copy';
import { inPlaceEnding } from '../../../src/drinking-check/results/in-place-ending';
import { ResultSummary } from '../../../src/drinking-check/results/ResultSummary';
import type { CheckResult } from '../../../src/drinking-check/state/atoms';
import { renderApp } from './render-app';

const SCORES: Record<RiskLevel, number> = { low: 3, increasing: 9, higher: 17, possibleDependence: 32 };
const resultAt = (riskLevel: RiskLevel): CheckResult => ({ score: SCORES[riskLevel], scale: 'full', riskLevel, answers: {} });

describe('the embedded check ending in place', () => {
  afterEach(cleanup);

  it.each([
    ['low', 'widget', { support: false, fullResults: true }],
    ['increasing', 'widget', { support: false, fullResults: true }],
    ['higher', 'widget', { support: true, fullResults: true }],
    ['possibleDependence', 'widget', { support: true, fullResults: true }],
    ['higher', 'app', { support: false, fullResults: false }],
    ['possibleDependence', 'app', { support: false, fullResults: false }],
  ] as const)('%s with result-screen="%s" shows %j', (level, resultScreen, expected) => {
    expect(inPlaceEnding(level, resultScreen)).toEqual(expected);
  });

  it('covers every risk level', () => {
    expect(Object.keys(SCORES).sort()).toEqual([...RISK_LEVELS].sort());
  });

  it.each(['higher', 'possibleDependence'] as const)(
    '%s: Drinkline to tap and call, the GP, and the way to the full advice inside the widget',
    async (level) => {
      const app = renderApp(<ResultSummary result={resultAt(level)} />, {
        path: '/drinking-check/question-ten',
        settings: { embedded: true },
      });
      const support = screen.getByRole('region', { name: 'Get support now' });
      expect(support.querySelector('h2')?.textContent).toBe('Get support now');
      const call = screen.getByRole('link', { name: '0300 123 1110' });
      expect(call.getAttribute('href')).toBe('tel:03001231110');
      expect(support.textContent).toContain('Talk to your GP.');
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'See your full results and advice' })));
      expect(app.path()).toBe(resultPath(SCORES[level]));
    },
  );

  it.each(['low', 'increasing'] as const)('%s: the way to the full advice, and no support block', (level) => {
    renderApp(<ResultSummary result={resultAt(level)} />, { settings: { embedded: true } });
    expect(screen.getByRole('button', { name: 'See your full results and advice' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '0300 123 1110' })).toBeNull();
  });

  it('ends at the heading, the badge and the score when the app shows its own result screen', () => {
    renderApp(<ResultSummary result={resultAt('possibleDependence')} />, { settings: { embedded: true, resultScreen: 'app' } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your Drinking Check result');
    // Shown, besides describing the heading (a hidden copy: ResultHeader.tsx).
    expect(screen.getByText('Score: 32 out of 40', { ignore: '[hidden], script, style' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
