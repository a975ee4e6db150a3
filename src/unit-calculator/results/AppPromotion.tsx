import { ExternalLink } from '../../ui/components/ExternalLink';
import { useText } from '../../ui/use-text';
import { useSettings } from '../../ui/widget/widget-context';
import { Heading } from '../../ui/components/Heading';

/** The app promotion: only when the page names at least one store page for the app. */
export function AppPromotion() {
  const t = useText();
  const { appStoreUrl, playStoreUrl } = useSettings();
  const stores = [
    { href: appStoreUrl, label: t('ucc.app.ios') },
    { href: playStoreUrl, label: t('ucc.app.android') },
  ].filter((store): store is { href: string; label: string } => Boolean(store.href));
  if (stores.length === 0) return null;
  return (
    <section className="panel promo" aria-labelledby="app-title">
      <Heading level={2} id="app-title">
        {t('ucc.app.title')}
      </Heading>
      <p>{t('ucc.app.text')}</p>
      <ul className="store-links">
        {stores.map((store) => (
          <li key={store.label}>
            <ExternalLink className="button button--secondary" href={store.href}>
              {store.label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
