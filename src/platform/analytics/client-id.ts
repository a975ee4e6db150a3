/** Every 500 ms until the analytics client id is there (SPEC section 9). */
export const CLIENT_ID_POLL_MS = 500;

type GaWindow = Window & { ga?: { getAll?: () => { get(field: string): unknown }[] } };

/** The analytics client id: from analytics.js when loaded, else from the _ga cookie. */
export function readAnalyticsClientId(win: Window = window): string | undefined {
  try {
    const tracker = (win as GaWindow).ga?.getAll?.()[0];
    const fromTracker = tracker?.get('clientId');
    if (typeof fromTracker === 'string' && fromTracker) return fromTracker;
    const cookie = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(win.document.cookie);
    return cookie?.[1];
  } catch {
    return undefined;
  }
}

/** Polls until the id is available; returns a stop function (called when the element leaves). */
export function pollClientId(onFound: (id: string) => void, read: () => string | undefined = readAnalyticsClientId): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const check = () => {
    const id = read();
    if (!id) return false;
    stop();
    onFound(id);
    return true;
  };
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  if (!check()) timer = setInterval(check, CLIENT_ID_POLL_MS);
  return stop;
}
