import type { ReactNode } from 'react';
import { useText } from '../use-text';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Called when the person follows the link (analytics). */
  onFollow?: () => void;
}

/**
 * A link that leaves the widget: in a new tab, which it says visibly and to screen readers. The
 * widget's link interceptor hands it to the parent app when embedded (see intercept-links.ts).
 */
export function ExternalLink({ href, children, className, onFollow }: ExternalLinkProps) {
  const t = useText();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className ? `external-link ${className}` : 'external-link'}
      onClick={onFollow}
    >
      {children} <span className="new-tab">{t('common.opensInNewTab')}</span>
    </a>
  );
}
