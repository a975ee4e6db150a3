import { useEffect, useState } from 'react';

const SETTLE_MS = 800;

/**
 * Text that changes as the person types or presses: shown at once, announced politely once they
 * pause, so that holding a plus button or typing a price does not make a screen reader chatter.
 */
export function Settled({ text, className }: { text: string; className: string }) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p className={className} aria-hidden="true">
        {text}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announced === text ? announced : ''}
      </p>
    </>
  );
}
