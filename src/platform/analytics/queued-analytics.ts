import type { AnalyticsParams } from '../services';
import type { AnalyticsClient } from './events';

export interface QueuedAnalytics extends AnalyticsClient {
  /** The real client has arrived: what was tracked meanwhile goes to it, in order, then everything does. */
  ready(client: AnalyticsClient): void;
}

/**
 * An analytics client that holds events until its code has loaded after the first screen
 * (docs/decisions/0205-first-screen-first.md): the first page view reaches the dataLayer a moment
 * later, and nothing is lost or reordered.
 */
export function queuedAnalytics(): QueuedAnalytics {
  let client: AnalyticsClient | undefined;
  const waiting: [string, AnalyticsParams | undefined][] = [];
  const track = (event: string, params?: AnalyticsParams) => {
    if (client) (client.track as (event: string, params?: AnalyticsParams) => void)(event, params);
    else waiting.push([event, params]);
  };
  return {
    track: track as AnalyticsClient['track'],
    ready(arrived) {
      client = arrived;
      waiting.splice(0).forEach(([event, params]) => track(event, params));
    },
  };
}
