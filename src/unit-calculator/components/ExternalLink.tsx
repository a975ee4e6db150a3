import type { ReactNode } from 'react';
import { useText } from '../../ui/use-text';

/** A link that opens in a new tab and says so, visibly and to screen readers. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const t = useText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children} <span className="new-tab">{t('common.opensInNewTab')}</span>
    </a>
  );
}
