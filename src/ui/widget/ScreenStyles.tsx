import { useLayoutEffect, useRef, useState } from 'react';
import { adoptStyles } from './adopt-styles';

/**
 * Adds the styles of a screen loaded on demand to the widget's shadow root, so they travel with
 * that screen's code instead of the first load. Adopted before paint; a <style> element only where
 * constructable stylesheets are missing (as the element itself does).
 */
export function ScreenStyles({ cssText }: { cssText: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const [fallback, setFallback] = useState(false);
  useLayoutEffect(() => {
    const root = marker.current?.getRootNode();
    if (root instanceof ShadowRoot && !adoptStyles(root, cssText)) setFallback(true);
  }, [cssText]);
  return fallback ? <style>{cssText}</style> : <span ref={marker} hidden />;
}
