import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { RISK_BANDS, RISK_LEVELS, type RiskLevel } from '../../core/audit';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { fill } from '../components/use-worded-text';
import type { CheckResult } from '../state/atoms';
import { LEVEL_ABOUT, LEVEL_LABEL } from './results-content';

const KEY_STEPS: Record<string, (index: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: () => RISK_LEVELS.length - 1,
};

/**
 * Part 3: the four levels as pills that each show their details in one panel below: the
 * WAI-ARIA tabs pattern (arrows move between pills and select; one Tab stop).
 */
export function RiskScale({ result }: { result: CheckResult }) {
  const t = useText();
  const { analytics } = usePlatform();
  const [selected, setSelected] = useState<RiskLevel>(result.riskLevel);
  const tabs = useRef(new Map<RiskLevel, HTMLButtonElement>());
  const id = useId();
  const bands = RISK_BANDS[result.scale];
  const tabId = (level: RiskLevel) => `${id}-${level}`;

  const select = (level: RiskLevel) => {
    setSelected(level);
    analytics.track('risk_scale_click', { risk_level: level });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const count = RISK_LEVELS.length;
    const next = RISK_LEVELS[(step(RISK_LEVELS.indexOf(selected)) + count) % count]!;
    select(next);
    tabs.current.get(next)?.focus();
  };

  const yours = selected === result.riskLevel;
  return (
    <section className="dc-scale" aria-labelledby="dc-scale-title">
      <h2 id="dc-scale-title">{t('dc.results.scale.title')}</h2>
      <div role="tablist" aria-label={t('dc.results.scale.label')} className="dc-scale__pills" onKeyDown={onKeyDown}>
        {RISK_LEVELS.map((level) => (
          <button
            key={level}
            ref={(element) => {
              if (element) tabs.current.set(level, element);
            }}
            type="button"
            role="tab"
            id={tabId(level)}
            aria-selected={level === selected}
            aria-controls={`${id}-panel`}
            tabIndex={level === selected ? 0 : -1}
            className={`dc-pill dc-level--${level}`}
            onClick={() => select(level)}
          >
            <span className="dc-pill__label">{t(LEVEL_LABEL[level])}</span>
            <span className="dc-pill__range">{bands[level].label}</span>
            {level === result.riskLevel && (
              <span className="dc-pill__marker">{fill(t('dc.results.scale.marker'), { score: result.score })}</span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(selected)} tabIndex={0} className="dc-scale__panel">
        <h3 className="dc-scale__level">{t(LEVEL_LABEL[selected])}</h3>
        {yours && <p className="dc-scale__yours">{t('dc.results.scale.yours')}</p>}
        <p>{fill(t('dc.results.scale.range'), { range: bands[selected].label })}</p>
        <p>{t(LEVEL_ABOUT[selected])}</p>
      </div>
      <p>{t(result.scale === 'full' ? 'dc.results.scale.basedOn.full' : 'dc.results.scale.basedOn.auditC')}</p>
    </section>
  );
}
