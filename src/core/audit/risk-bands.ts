import { RISK_LEVELS, type RiskLevel } from './risk-levels';

/**
 * 'full': the ten-question AUDIT total (0-40).
 * 'auditC': the three-question total (0-12), used after an early exit
 * (docs/decisions/0004-early-exit-on-the-audit-c-short-scale.md).
 */
export type RiskScale = 'full' | 'auditC';

export interface RiskBand {
  min: number;
  max: number;
  /** Range shown on the risk-scale pill, e.g. '0-7'. */
  label: string;
}

export const SCALE_MAX: Record<RiskScale, number> = { full: 40, auditC: 12 };

export const RISK_BANDS: Readonly<Record<RiskScale, Readonly<Record<RiskLevel, RiskBand>>>> = {
  full: {
    low: { min: 0, max: 7, label: '0-7' },
    increasing: { min: 8, max: 15, label: '8-15' },
    higher: { min: 16, max: 19, label: '16-19' },
    possibleDependence: { min: 20, max: 40, label: '20+' },
  },
  auditC: {
    low: { min: 0, max: 4, label: '0-4' },
    increasing: { min: 5, max: 7, label: '5-7' },
    higher: { min: 8, max: 10, label: '8-10' },
    possibleDependence: { min: 11, max: 12, label: '11-12' },
  },
};

/**
 * The risk level of a total on the given scale. Undefined when the total is not a whole
 * number from 0 to the scale's maximum (40 full, 12 AUDIT-C), or the scale is unknown,
 * so callers must decide what to show.
 */
export function riskLevelForScore(total: number, scale: RiskScale = 'full'): RiskLevel | undefined {
  if (typeof total !== 'number' || !Number.isInteger(total)) return undefined;
  const bands = scale === 'full' || scale === 'auditC' ? RISK_BANDS[scale] : undefined;
  if (!bands) return undefined;
  return RISK_LEVELS.find((level) => total >= bands[level].min && total <= bands[level].max);
}
