import { useText } from '../../ui/use-text';

/**
 * Higher risk and possible dependence: help to reach at once, right under the risk message. The
 * number is a tap-to-call link made from its digits alone, and never wraps.
 */
export function SupportNow() {
  const t = useText();
  const number = t('dc.results.now.drinklineNumber');
  return (
    <section className="dc-now" aria-labelledby="dc-now-title">
      <h2 id="dc-now-title">{t('dc.results.now.title')}</h2>
      <ul>
        <li>
          {t('dc.results.now.drinkline')}{' '}
          <a className="dc-tel" href={`tel:${number.replace(/\D/g, '')}`}>
            {number}
          </a>
        </li>
        <li>{t('dc.results.now.gp')}</li>
      </ul>
    </section>
  );
}
