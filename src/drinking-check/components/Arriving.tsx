import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';

/** While a step's code is still arriving (a step opened by a reload or a link): the banner and a status. */
export function Arriving() {
  const t = useText();
  return (
    <>
      <Banner>{t('dc.banner.title')}</Banner>
      <p role="status" className="content">
        {t('dc.loader.questions')}
      </p>
    </>
  );
}
