import type { BingeLevel } from '../../core/units';

/** The text of a day against the binge lines: the table's column, the chart's bars and key. */
export const BINGE_TEXT = {
  both: 'ucc.binge.both',
  women: 'ucc.binge.women',
  within: 'ucc.binge.within',
  none: 'ucc.binge.none',
} as const satisfies Record<BingeLevel, string>;

/** The short mark under a bar over a binge line; colour is never the only sign. */
export const BINGE_MARK = { both: 'ucc.chart.markBoth', women: 'ucc.chart.markWomen' } as const;
