import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { Accordion } from './Accordion';
import { ExternalLink } from '../../ui/components/ExternalLink';
import { SUPPORT_CARDS } from './results-content';
import { Heading } from '../../ui/components/Heading';

/** Part 5, for higher risk and possible dependence: support services, open from the start (Drinkline: SupportNow). */
export function SupportPanel() {
  const t = useText();
  const { analytics } = usePlatform();
  return (
    <Accordion panel="Find support" title={t('dc.results.support.title')} initiallyOpen className="dc-support">
      <p>{t('dc.results.support.intro')}</p>
      <ul className="cards">
        {SUPPORT_CARDS.map((card) => (
          <li key={card.service} className="panel dc-card">
            <Heading level={3} className="dc-card__title">
              <ExternalLink
                href={t(card.link)}
                onFollow={() => analytics.track('high_risk_support_click', { service: card.service })}
              >
                {t(card.title)}
              </ExternalLink>
            </Heading>
            <p>{t(card.text)}</p>
          </li>
        ))}
      </ul>
    </Accordion>
  );
}
