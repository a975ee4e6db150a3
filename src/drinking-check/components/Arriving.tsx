import { Banner } from '../../ui/components/Banner';
import { useText } from '../../ui/use-text';
import { NotLoaded } from './NotLoaded';
import { useHeldHeight } from './use-held-height';

/**
 * While a step's code is still arriving (a step opened by a reload or a link, or Begin pressed
 * before it came): the banner and a status at the height the previous screen left; if it does
 * not arrive, a way to try again.
 */
export function Arriving({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useText();
  const held = useHeldHeight();
  return (
    <div style={held}>
      <Banner>{t('dc.banner.title')}</Banner>
      {failed ? (
        <div className="content">
          <NotLoaded onRetry={onRetry} />
        </div>
      ) : (
        <p role="status" className="content">
          {t('dc.loader.questions')}
        </p>
      )}
    </div>
  );
}
