import { ExternalLink } from '../../ui/components/ExternalLink';
import { useText } from '../../ui/use-text';
import { useFactLinks } from '../headers/fact-links';
import { AppPromotion } from './AppPromotion';
import { DrinkingCheckPrompt } from './DrinkingCheckPrompt';

/** Related information, the app promotion and the Drinking Check prompt, below every result. */
export function ResultsExtras() {
  const t = useText();
  const factLinks = useFactLinks();
  return (
    <>
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t('ucc.related.title')}</h2>
        <ul className="cards">
          {factLinks.map((link) => (
            <li key={link.title} className="panel card">
              <h3 className="card__title">
                <ExternalLink href={link.href}>{link.title}</ExternalLink>
              </h3>
              <p>{link.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <AppPromotion />
      <DrinkingCheckPrompt />
    </>
  );
}
