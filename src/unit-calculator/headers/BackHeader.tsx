import { useText } from '../../ui/use-text';
import { BackArrow } from './BackArrow';

/** A back arrow and the tool's title. */
export function BackHeader({ title, onBack }: { title: string; onBack?: () => void }) {
  const t = useText();
  return (
    <div className="back-header">
      {onBack && (
        <button type="button" className="back-header__back" onClick={onBack}>
          <BackArrow />
          {t('ucc.common.backArrow')}
        </button>
      )}
      <p className="back-header__title">{title}</p>
    </div>
  );
}
