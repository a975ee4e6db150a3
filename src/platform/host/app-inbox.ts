import type { AppBridge } from './app-bridge';
import type { FromParent } from './app-message';

/** The last thing an element's app said, and the sign-in listening for it now. */
interface Inbox {
  last?: FromParent;
  listener?: (message: FromParent) => void;
}

const inboxes = new WeakMap<object, Inbox>();

function inboxOf(element: object): Inbox {
  let inbox = inboxes.get(element);
  if (!inbox) inboxes.set(element, (inbox = {}));
  return inbox;
}

/**
 * Hands what the app said (by its bridge or by the element's appSignIn()) to the element's
 * sign-in. Only the last message counts: each one says all there is (signed in with this token,
 * or signed out). It is kept, in memory like the token itself, for a sign-in that starts later:
 * before the element's services have started, and when a settings change rebuilds them, so that
 * the person stays signed in (docs/decisions/0262-app-messages-are-small-and-read-in-a-moment.md).
 */
export function deliverToElement(element: object, message: FromParent): void {
  const inbox = inboxOf(element);
  inbox.last = message;
  inbox.listener?.(message);
}

/**
 * The element's sign-in listens for its app: the bridge's messages and the element's own calls,
 * starting with the last one said before. Returns a function that stops listening.
 */
export function listenToApp(element: object, bridge: AppBridge, onMessage: (message: FromParent) => void): () => void {
  const inbox = inboxOf(element);
  const stopBridge = bridge.listen((message) => deliverToElement(element, message));
  inbox.listener = onMessage;
  if (inbox.last) onMessage(inbox.last);
  return () => {
    stopBridge();
    if (inbox.listener === onMessage) inbox.listener = undefined;
  };
}
