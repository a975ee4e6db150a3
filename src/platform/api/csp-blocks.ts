/**
 * Calls that the page's Content-Security-Policy blocks (connect-src). In Chromium such a fetch
 * rejects with a TypeError like any network error, and the document's
 * `securitypolicyviolation` event follows a moment later (a task later, measured). So after a
 * network error the client waits briefly for that event; a blocked address is remembered
 * page-wide and never requested again, since retrying cannot help
 * (docs/decisions/0146-calls-blocked-by-csp.md).
 */
const WAIT_FOR_REPORT_MS = 50;

interface Watch {
  blocked: Set<string>;
  listeners: Set<() => void>;
}

const WATCH = Symbol.for('alcohol-awareness.csp-blocks');
type WatchHolder = { [WATCH]?: Watch };

/** An address without its query: connect-src matches origins and paths, never queries. */
const keyOf = (url: string) => {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
};

function watch(doc: Document | undefined): Watch | undefined {
  if (!doc) return undefined;
  const holder = doc as unknown as WatchHolder;
  if (holder[WATCH]) return holder[WATCH];
  const state: Watch = { blocked: new Set(), listeners: new Set() };
  doc.addEventListener(
    'securitypolicyviolation',
    (event) => {
      if (event.disposition !== 'enforce' || !/^connect-src/.test(event.effectiveDirective)) return;
      try {
        const url = new URL(event.blockedURI);
        // A redirect's target is reported as its origin only.
        state.blocked.add(url.pathname === '/' && !event.blockedURI.endsWith('/') ? url.origin : keyOf(url.href));
      } catch {
        return;
      }
      state.listeners.forEach((listener) => listener());
    },
    true,
  );
  return (holder[WATCH] = state);
}

const currentDocument = () => (typeof document === 'undefined' ? undefined : document);

/** Starts watching the page's CSP reports (once per document). */
export function watchCsp(doc: Document | undefined = currentDocument()): void {
  watch(doc);
}

/** Whether the page's CSP has been seen blocking this address. */
export function knownBlocked(url: string, doc: Document | undefined = currentDocument()): boolean {
  const state = watch(doc);
  if (!state) return false;
  return state.blocked.has(keyOf(url)) || state.blocked.has(new URL(url).origin);
}

/** After a network error: whether the page's CSP blocked this call (waits briefly for its report). */
export function blockedByCsp(url: string, doc: Document | undefined = currentDocument()): Promise<boolean> {
  const state = watch(doc);
  if (!state) return Promise.resolve(false);
  if (knownBlocked(url, doc)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      state.listeners.delete(check);
      resolve(knownBlocked(url, doc));
    };
    const check = () => knownBlocked(url, doc) && done();
    const timer = setTimeout(done, WAIT_FOR_REPORT_MS);
    state.listeners.add(check);
  });
}
