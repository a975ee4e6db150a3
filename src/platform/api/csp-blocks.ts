/**
 * Calls that the page's Content-Security-Policy blocks (connect-src). In Chromium such a fetch
 * rejects with a TypeError like any network error, and the document's
 * `securitypolicyviolation` event follows a moment later (a task later, measured). So after a
 * network error the client waits briefly for that event; a blocked origin is remembered
 * page-wide and never asked again, since retrying cannot help
 * (docs/decisions/0146-calls-blocked-by-csp.md).
 */
const WAIT_FOR_REPORT_MS = 50;
const BLOCKED = Symbol.for('alcohol-awareness.csp-blocked');
type Holder = { [BLOCKED]?: Set<string> };

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** The origins the page's CSP has blocked, watched from the first call on (once per document). */
function blockedOrigins(doc: Document | undefined = globalThis.document): Set<string> | undefined {
  if (!doc) return undefined;
  const holder = doc as unknown as Holder;
  if (!holder[BLOCKED]) {
    const blocked = (holder[BLOCKED] = new Set());
    doc.addEventListener(
      'securitypolicyviolation',
      (event) =>
        event.disposition === 'enforce' && event.effectiveDirective === 'connect-src' && blocked.add(originOf(event.blockedURI)),
      true,
    );
  }
  return holder[BLOCKED];
}

export const watchCsp = (doc?: Document): unknown => blockedOrigins(doc);

/** Whether the page's CSP has been seen blocking calls to this address's origin. */
export const knownBlocked = (url: string, doc?: Document): boolean => Boolean(blockedOrigins(doc)?.has(originOf(url)));

/** After a network error: whether the page's CSP blocked this call (waits briefly for its report). */
export function blockedByCsp(url: string, doc?: Document): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (knownBlocked(url, doc) || Date.now() - started >= WAIT_FOR_REPORT_MS) resolve(knownBlocked(url, doc));
      else setTimeout(check, 5);
    };
    check();
  });
}
