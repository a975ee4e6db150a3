import type { AnalyticsParams } from '../services';
import type { AnalyticsClient } from './events';
import { sanitizeParams, toEventName } from './sanitize';

type DataLayerWindow = Window & { dataLayer?: unknown[]; google_tag_manager?: Record<string, unknown> };

/** The page's dataLayer: created when absent, never replaced. */
export function dataLayer(win: Window = window): unknown[] {
  const w = win as DataLayerWindow;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer;
}

const GTM_SRC = 'https://www.googletagmanager.com/gtm.js?id=';

/** Loads the tag manager container once per page, unless the page has it already. */
export function loadTagManager(gtmId: string, win: Window = window): void {
  const doc = win.document;
  const w = win as DataLayerWindow;
  if (w.google_tag_manager?.[gtmId]) return;
  if ([...doc.scripts].some((script) => script.src.startsWith(GTM_SRC) && new URL(script.src).searchParams.get('id') === gtmId))
    return;
  dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GTM_SRC}${encodeURIComponent(gtmId)}`;
  doc.head.append(script);
}

export interface AnalyticsContext {
  brand: string;
  embedded: boolean;
  gtmId: string | undefined;
}

/** Pushes events with brand and embedded; a name GA4 cannot take is fixed or dropped. */
export function createAnalytics(context: () => AnalyticsContext, win: Window = window): AnalyticsClient {
  const { gtmId } = context();
  if (gtmId) loadTagManager(gtmId, win);
  const track = (event: string, params?: AnalyticsParams) => {
    try {
      const name = toEventName(event);
      if (!name) return console.warn(`Analytics event "${event.slice(0, 40)}" has no valid name; not sent.`);
      const { brand, embedded } = context();
      dataLayer(win).push({ ...sanitizeParams(params), event: name, brand, embedded });
    } catch {
      console.error('An error has occurred pushing an analytics event');
    }
  };
  // The map types what callers pass; the filter above still guards what is pushed at run time.
  return { track: track as AnalyticsClient['track'] };
}
