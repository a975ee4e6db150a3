import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';
import { ExternalLink } from '../components/ExternalLink';
import { FACT_LINKS } from '../headers/fact-links';

/** Related information, the app promotion and the Drinking Check prompt, below every result. */
export function ResultsExtras() {
  const t = useText();
  const { drinkingCheckUrl } = useSettings();
  return (
    <>
      <section className="related" aria-labelledby="related-title">
        <h2 id="related-title">{t('ucc.related.title')}</h2>
        <ul className="cards">
          {FACT_LINKS.map((link) => (
            <li key={link.title} className="panel card">
              <h3 className="card__title">
                <ExternalLink href={t(link.url)}>{t(link.title)}</ExternalLink>
              </h3>
              <p>{t(link.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="panel promo" aria-labelledby="app-title">
        <h2 id="app-title">{t('ucc.app.title')}</h2>
        <p>{t('ucc.app.text')}</p>
        <ul className="store-links">
          <li>
            <ExternalLink className="button button--secondary" href={t('ucc.app.iosUrl')}>
              {t('ucc.app.ios')}
            </ExternalLink>
          </li>
          <li>
            <ExternalLink className="button button--secondary" href={t('ucc.app.androidUrl')}>
              {t('ucc.app.android')}
            </ExternalLink>
          </li>
        </ul>
      </section>
      <section className="panel check-prompt" aria-labelledby="check-title">
        <h2 id="check-title">{t('ucc.check.title')}</h2>
        <p>{t('ucc.check.text')}</p>
        <a className="button" href={drinkingCheckUrl}>
          {t('ucc.check.link')}
        </a>
      </section>
    </>
  );
}
