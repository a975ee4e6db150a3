import { useSyncExternalStore } from 'react';
import type { CopyKey } from '../platform/text';
import { usePlatform } from './widget/platform-context';

/**
 * The text for a key, from this widget's dictionary: built-in copy, remote overrides, and the
 * SomeICareAbout wording when that is the role. Rendered by React as text, never as HTML.
 */
export function useText(): (key: CopyKey) => string {
  const { text } = usePlatform();
  useSyncExternalStore(text.subscribe, text.version, text.version);
  return text.text;
}
