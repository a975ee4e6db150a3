import { useText } from '../../ui/use-text';
import { PhoneLink } from './PhoneText';

/** Higher risk and possible dependence: help to reach at once, right under the risk message. */
export function SupportNow() {
  const t = useText();
  return (
    <section className="dc-now" aria-labelledby="dc-now-title">
      <h2 id="dc-now-title">{t('dc.results.now.title')}</h2>
      <ul>
        <li>
          {t('dc.results.now.drinkline')} <PhoneLink number={t('dc.results.now.drinklineNumber')} />
        </li>
        <li>{t('dc.results.now.gp')}</li>
      </ul>
    </section>
  );
}
