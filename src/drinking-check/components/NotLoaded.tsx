import { Button } from '../../ui/components/Button';
import { useText } from '../../ui/use-text';

/**
 * A screen whose code did not arrive: says so and offers to try again, rather than leave the
 * widget blank (docs/decisions/0202-when-a-later-screen-does-not-load.md).
 */
export function NotLoaded({ onRetry }: { onRetry: () => void }) {
  const t = useText();
  return (
    <div role="status" className="dc-not-loaded">
      <p>{t('dc.loader.failed')}</p>
      <Button onClick={onRetry}>{t('dc.loader.retry')}</Button>
    </div>
  );
}
