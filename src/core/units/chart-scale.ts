import { GUIDELINES } from './guidelines';

export interface ChartScale {
  max: number;
  /** Axis labels: one third, two thirds and all of the maximum. */
  ticks: [number, number, number];
}

const STEP = 3;

// Sums of units carry float noise (6.000000000000001); without this they would jump a step.
function clean(value: number): number {
  return Number(value.toFixed(9));
}

function validValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Scale of the weekly bar chart (spec section 9): the top is the highest value rounded up to a
 * multiple of 3 (a value on a multiple stays), with labels at a third, two thirds and the top.
 * The men's binge line (8 units) is always on the chart, so the top is at least 9: a 2-unit
 * day never fills the chart (docs/decisions/0160-chart-colour-means-risk.md). Bad values count as 0. Bar colours follow
 * the binge lines (bingeLevel), not a share of this scale.
 */
export function chartScale(values: readonly number[]): ChartScale {
  const list = Array.isArray(values) ? values.map(validValue) : [];
  const highest = clean(Math.max(GUIDELINES.bingeUnits.male, ...list));
  const max = Math.ceil(highest / STEP) * STEP;
  return { max, ticks: [max / 3, (max * 2) / 3, max] };
}
