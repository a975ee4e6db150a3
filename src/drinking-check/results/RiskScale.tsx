import { useId, useState } from 'react';
import { useTabKeys } from '../../ui/components/use-tab-keys';
import { RISK_BANDS, RISK_LEVELS, type RiskLevel } from '../../core/audit';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { fill } from '../../platform/text/fill';
import type { CheckResult } from '../state/atoms';
import { LEVEL_ABOUT, LEVEL_LABEL } from './results-content';
import { Heading } from '../../ui/components/Heading';

/**
 * Part 3: the four levels as pills that each show their details in one panel below: the
 * WAI-ARIA tabs pattern (arrows move between pills and select; one Tab stop).
 */
export function RiskScale({ result }: { result: CheckResult }) {
  const t = useText();
  const { analytics } = usePlatform();
  const [selected, setSelected] = useState<RiskLevel>(result.riskLevel);
  const id = useId();
  const bands = RISK_BANDS[result.scale];
  const tabId = (level: RiskLevel) => `${id}-${level}`;

  const select = (level: RiskLevel) => {
    setSelected(level);
    analytics.track('risk_scale_click', { risk_level: level });
  };

  const { onKeyDown, tabRef } = useTabKeys(RISK_LEVELS.length, RISK_LEVELS.indexOf(selected), (index) =>
    select(RISK_LEVELS[index]!),
  );

  const yours = selected === result.riskLevel;
  return (
    <section className="dc-scale" aria-labelledby="dc-scale-title">
      <Heading level={2} id="dc-scale-title">
        {t('dc.results.scale.title')}
      </Heading>
      <div role="tablist" aria-label={t('dc.results.scale.label')} className="dc-scale__pills">
        {RISK_LEVELS.map((level, index) => (
          <button
            key={level}
            ref={tabRef(index)}
            onKeyDown={onKeyDown}
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
        <Heading level={3} className="dc-scale__level">
          {t(LEVEL_LABEL[selected])}
        </Heading>
        {yours && <p className="dc-scale__yours">{t('dc.results.scale.yours')}</p>}
        <p>{fill(t('dc.results.scale.range'), { range: bands[selected].label })}</p>
        <p>{t(LEVEL_ABOUT[selected])}</p>
      </div>
      <p>{t(result.scale === 'full' ? 'dc.results.scale.basedOn.full' : 'dc.results.scale.basedOn.auditC')}</p>
    </section>
  );
}
