export const RISK_LEVELS = ['low', 'increasing', 'higher', 'possibleDependence'] as const;

export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Names sent to the server as `riskLevel` (SPEC section 3: Low 0 ... PossibleDependence 3). */
export const RISK_LEVEL_NAMES = {
  low: 'Low',
  increasing: 'Increasing',
  higher: 'Higher',
  possibleDependence: 'PossibleDependence',
} as const satisfies Record<RiskLevel, string>;

export type RiskLevelName = (typeof RISK_LEVEL_NAMES)[RiskLevel];

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && (RISK_LEVELS as readonly string[]).includes(value);
}

/** 0 (low) to 3 (possible dependence); -1 for anything that is not a risk level. */
export function riskLevelIndex(level: RiskLevel): number {
  return isRiskLevel(level) ? RISK_LEVELS.indexOf(level) : -1;
}

/** The level with this index (0-3), or undefined. */
export function riskLevelAt(index: unknown): RiskLevel | undefined {
  return typeof index === 'number' && Number.isInteger(index) ? RISK_LEVELS[index] : undefined;
}
