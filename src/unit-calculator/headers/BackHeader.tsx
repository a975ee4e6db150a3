import { useText } from '../../ui/use-text';

export function BackArrow() {
  return (
    <svg className="icon icon--back" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

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
