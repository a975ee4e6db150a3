import { useText } from '../../ui/use-text';
import { ScreenStyles } from '../../ui/widget/ScreenStyles';
import supportNowCss from './support-now.css';
import { Heading } from '../../ui/components/Heading';

/**
 * Higher risk and possible dependence: help to reach at once, right under the risk message, and
 * under the score when the check ends in an app. The number is a tap-to-call link made from its
 * digits alone, and never wraps. It brings its own styles: the ending in place comes with the
 * questions, without the results' (docs/decisions/0220-the-app-ending-shows-support-and-the-way-on.md).
 */
export function SupportNow() {
  const t = useText();
  const number = t('dc.results.now.drinklineNumber');
  return (
    <section className="dc-now" aria-labelledby="dc-now-title">
      <ScreenStyles cssText={supportNowCss} />
      <Heading level={2} id="dc-now-title">
        {t('dc.results.now.title')}
      </Heading>
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
