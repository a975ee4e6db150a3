export type BarColour = 'red' | 'purple' | 'grey';

export interface ChartScale {
  max: number;
  /** Axis labels: one third, two thirds and all of the maximum. */
  ticks: [number, number, number];
  colourOf(value: number): BarColour;
}

const STEP = 3;
const RED_SHARE = 0.7;

// Sums of units carry float noise (6.000000000000001); without this they would jump a step.
function clean(value: number): number {
  return Number(value.toFixed(9));
}

function validValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Scale of the weekly bar chart: the highest value rounded up to a multiple of 3 (at least
 * 3; a value on a multiple stays). Bars above 70 % of the maximum are red, other bars above
 * 0 purple, empty bars grey. Negative, NaN and non-number values count as 0.
 */
export function chartScale(values: readonly number[]): ChartScale {
  const list = Array.isArray(values) ? values.map(validValue) : [];
  const highest = clean(Math.max(0, ...list));
  const max = Math.max(STEP, Math.ceil(highest / STEP) * STEP);
  return {
    max,
    ticks: [max / 3, (max * 2) / 3, max],
    colourOf(value: number): BarColour {
      const bar = validValue(value);
      if (bar === 0) return 'grey';
      return clean(bar / max) > RED_SHARE ? 'red' : 'purple';
    },
  };
}
