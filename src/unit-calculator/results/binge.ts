import { isBingeSession } from '../../core/units';

/**
 * Sex is not asked in the calculator, so both binge thresholds are stated: 'both' at 8 or more
 * units (men's threshold, and so women's too), 'women' at 6 or more, 'none' below.
 */
export type BingeLevel = 'both' | 'women' | 'none';

export function bingeLevel(units: number): BingeLevel {
  if (isBingeSession(units, 0)) return 'both';
  if (isBingeSession(units, 1)) return 'women';
  return 'none';
}
