import type { ReactNode } from 'react';
import { useText } from '../../ui/use-text';

interface ResultLinkProps {
  href: string;
  children: ReactNode;
  onFollow?: () => void;
}

/**
 * A link that leaves the widget, in a new tab, and says so. The widget's link interceptor
 * hands it to the parent app when embedded (host.openLink).
 */
export function ResultLink({ href, children, onFollow }: ResultLinkProps) {
  const t = useText();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {children} <span className="dc-new-tab">{t('common.opensInNewTab')}</span>
    </a>
  );
}
