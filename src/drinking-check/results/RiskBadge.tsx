import type { RiskLevel } from '../../core/audit';
import { useText } from '../../ui/use-text';

const LABELS = {
  low: 'dc.results.level.low',
  increasing: 'dc.results.level.increasing',
  higher: 'dc.results.level.higher',
  possibleDependence: 'dc.results.level.possibleDependence',
} as const;

/** The risk level as text on its colour (green, yellow, orange, red); the text carries the meaning. */
export function RiskBadge({ level }: { level: RiskLevel }) {
  const t = useText();
  return <span className={`dc-badge dc-level--${level}`}>{t(LABELS[level])}</span>;
}
