import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../../../src/core/audit';

const css = (path: string) => readFileSync(path, 'utf8');

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The two colours a rule sets, by property name, e.g. background and color. */
function colours(text: string, selector: string, background: string, foreground: string): [string, string] {
  const block = new RegExp(`${selector.replace(/[.-]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(text)?.[1] ?? '';
  const value = (property: string) => new RegExp(`(?:^|[;\\s])${property}:\\s*(#[0-9a-f]{6})`, 'i').exec(block)?.[1];
  const pair = [value(background), value(foreground)];
  if (!pair[0] || !pair[1]) throw new Error(`no colours in ${selector}`);
  return pair as [string, string];
}

const NAMES = { low: 'green', increasing: 'yellow', higher: 'orange', possibleDependence: 'red' };

describe('level colours', () => {
  it('measures the contrast helper against known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('are set once, and the badge, header and pills take them from there', () => {
    const sheets = ['src/drinking-check/steps.css', 'src/drinking-check/results/results.css'].map(css);
    expect(sheets.join('\n').match(/--dc-level-bg:/g)).toHaveLength(RISK_LEVELS.length);
    expect(sheets[0]).toMatch(/\.dc-badge \{[^}]*background: var\(--dc-level-bg\);\s*color: var\(--dc-level-fg\);/);
    expect(sheets[1]).toMatch(/\.dc-pill \{[^}]*background: var\(--dc-level-bg\);\s*color: var\(--dc-level-fg\);/);
  });

  for (const level of RISK_LEVELS) {
    it(`${level} (${NAMES[level]}): text on its colour has at least 4.5:1 contrast`, () => {
      const pair = colours(css('src/drinking-check/steps.css'), `.dc-level--${level}`, '--dc-level-bg', '--dc-level-fg');
      expect(contrast(...pair)).toBeGreaterThanOrEqual(4.5);
    });
  }
});
