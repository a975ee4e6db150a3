import { useText } from '../../ui/use-text';
import { findOnPage, showWidget } from '../../ui/widget/other-widgets';
import { useSettings, useWidget } from '../../ui/widget/widget-context';
import { Heading } from '../../ui/components/Heading';

const CHECK_TAG = 'drinking-check';
const CHECK_START = '/overview';

/**
 * The Drinking Check prompt: to the `<drinking-check>` on this page when there is one, else to
 * `drinking-check-url`; hidden when there is neither (docs/decisions/0131).
 */
export function DrinkingCheckPrompt() {
  const t = useText();
  const { host } = useWidget();
  const { drinkingCheckUrl } = useSettings();
  const check = findOnPage(host, CHECK_TAG);
  if (!check && !drinkingCheckUrl) return null;
  return (
    <section className="panel check-prompt" aria-labelledby="check-title">
      <Heading level={2} id="check-title">
        {t('ucc.check.title')}
      </Heading>
      <p>{t('ucc.check.text')}</p>
      {check ? (
        <button type="button" className="button" onClick={() => showWidget(check, CHECK_START)}>
          {t('ucc.check.link')}
        </button>
      ) : (
        <a className="button" href={drinkingCheckUrl}>
          {t('ucc.check.link')}
        </a>
      )}
    </section>
  );
}
