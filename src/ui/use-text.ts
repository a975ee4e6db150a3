import { defaultText, type CopyKey } from '../platform/text';

/** The text for a key. Rendered by React as text, never as HTML. */
export function useText(): (key: CopyKey) => string {
  return defaultText;
}
