import type { ReactNode } from 'react';

interface DetailsProps {
  summary: ReactNode;
  children: ReactNode;
  open?: boolean;
  onToggle?: (open: boolean) => void;
}

/** An expandable section (the GOV.UK details pattern), keyboard and screen-reader ready as native HTML. */
export function Details({ summary, children, open, onToggle }: DetailsProps) {
  return (
    <details className="details" open={open} onToggle={(event) => onToggle?.(event.currentTarget.open)}>
      <summary className="details__summary">{summary}</summary>
      <div className="details__text">{children}</div>
    </details>
  );
}
