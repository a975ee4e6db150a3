import { useState } from 'react';
import { useText } from '../../ui/use-text';
import { GuideModal } from './GuideModal';

/** The tool's title with an info button that opens the guide (single and weekly drinks). */
export function SubtitleHeader({ title, showTitle = true }: { title: string; showTitle?: boolean }) {
  const t = useText();
  const [open, setOpen] = useState(false);
  return (
    <div className="subtitle">
      {showTitle && <p className="subtitle__title">{title}</p>}
      <button type="button" className="info-button" onClick={() => setOpen(true)}>
        <svg className="icon icon--info" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        {t('ucc.guide.open')}
      </button>
      <GuideModal open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
