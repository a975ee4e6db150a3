import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned ref's element after the person switches between a form and its
 * thank-you (`key` changes), not on the first render.
 */
export function useFocusAfter<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
