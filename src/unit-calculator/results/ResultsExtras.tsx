import { ExternalLink } from '../../ui/components/ExternalLink';
import { useText } from '../../ui/use-text';
import { useFactLinks } from '../headers/fact-links';
import { AppPromotion } from './AppPromotion';
import { DrinkingCheckPrompt } from './DrinkingCheckPrompt';
import { Heading } from '../../ui/components/Heading';

/** Related information, the app promotion and the Drinking Check prompt, below every result. */
export function ResultsExtras() {
  const t = useText();
  const factLinks = useFactLinks();
  return (
    <>
      <section className="related" aria-labelledby="related-title">
        <Heading level={2} id="related-title">
          {t('ucc.related.title')}
        </Heading>
        <ul className="cards">
          {factLinks.map((link) => (
            <li key={link.title} className="panel card">
              <Heading level={3} className="card__title">
                <ExternalLink href={link.href}>{link.title}</ExternalLink>
              </Heading>
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
