import type { AdviceIcon as IconName } from './results-content';

// Simple line drawings, decorative only: the card's title says what it is about.
const PATHS: Record<IconName, string> = {
  units: 'M14 8h20l-3 30H17zM15 16h18M24 38v6M18 44h12',
  risks: 'M24 42S8 32 8 19a8 8 0 0 1 16-3 8 8 0 0 1 16 3c0 13-16 23-16 23zM12 24h8l3-6 4 12 3-6h6',
  tips: 'M12 10h24v30H12zM17 18l2 2 4-4M17 27l2 2 4-4M27 19h5M27 28h5',
  support: 'M8 14h22v14H18l-6 6v-6H8zM30 20h10v14h-4v5l-5-5h-9v-6',
};

export function AdviceIcon({ name }: { name: IconName }) {
  return (
    <svg className="dc-card__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
