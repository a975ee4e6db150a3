import type { RiskLevel } from '../../core/audit';
import type { ArticleSuggestion } from '../../platform/services';
import { useText } from '../../ui/use-text';
import { usePlatform } from '../../ui/widget/platform-context';
import { fill } from '../../platform/text/fill';
import { AdviceIcon } from './AdviceIcon';
import { ExternalLink } from '../../ui/components/ExternalLink';
import { adviceCards, type AdviceIcon as IconName } from './results-content';
import { Heading } from '../../ui/components/Heading';

interface CardView {
  id: string;
  icon: IconName;
  imageUrl?: string;
  title: string;
  text: string;
  time: string;
  link: string;
}

/**
 * The three advice cards of a level. A binge drinker's related article, once it has come,
 * takes the third place (spec section 7); until then, or without one, the built-in card stays.
 */
export function AdviceCards({ level, article }: { level: RiskLevel; article?: ArticleSuggestion | undefined }) {
  const t = useText();
  const { analytics } = usePlatform();
  const cards: CardView[] = adviceCards(level).map((keys) => ({
    id: keys.title,
    icon: keys.icon,
    title: t(keys.title),
    text: t(keys.text),
    time: t(keys.time),
    link: t(keys.link),
  }));
  if (article) {
    const minutes = article.readTime.trim();
    cards[2] = {
      id: 'article',
      icon: 'risks',
      imageUrl: article.imageUrl,
      title: article.title,
      text: article.text,
      time: /^\d+$/.test(minutes) ? fill(t('dc.results.readTime'), { minutes }) : minutes,
      link: article.url,
    };
  }
  return (
    <ul className="cards">
      {cards.map((card, index) => (
        <li key={card.id} className="panel dc-card">
          {card.imageUrl ? (
            <img className="dc-card__image" src={card.imageUrl} alt="" width={310} height={242} loading="lazy" />
          ) : (
            <AdviceIcon name={card.icon} />
          )}
          <Heading level={3} className="dc-card__title">
            <ExternalLink href={card.link} onFollow={() => analytics.track('find_out_more_click', { card: index + 1 })}>
              {card.title}
            </ExternalLink>
          </Heading>
          <p>{card.text}</p>
          {card.time && <p className="dc-card__time">{card.time}</p>}
        </li>
      ))}
    </ul>
  );
}
