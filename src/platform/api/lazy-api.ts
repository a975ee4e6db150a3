import type { Api } from './endpoints';
import type { Network } from './network';

/** Without api-base nothing is requested: every call gives the offline answer (built-in data). */
export const OFFLINE_API: Api = {
  saveSelfAssessment: async () => false,
  recordCalculatorUsage: async () => undefined,
  popularDrinks: async () => undefined,
  allDrinks: async () => undefined,
  bingeArticle: async () => undefined,
  newsletterStatus: async () => undefined,
  dictionary: async () => undefined,
  sendFeedback: async () => false,
};

/**
 * The API of an element whose network code loads on demand. Every call waits for it; should it
 * fail to load (offline), each call gives its offline answer, as with no api-base.
 */
export function lazyApi(load: () => Promise<Network>): {
  api: Api;
  network: () => Network | undefined;
  /** Loads the network code now: it sends the saves an element's outbox holds as it starts. */
  start: () => void;
} {
  let loaded: Network | undefined;
  let loading: Promise<Network | undefined> | undefined;
  const network = () =>
    (loading ??= load().then(
      (value) => (loaded = value),
      () => undefined,
    ));
  const call = <K extends keyof Api>(name: K, fallback: unknown) =>
    ((...args: unknown[]) =>
      network().then((n) => (n ? (n.api[name] as (...a: unknown[]) => unknown)(...args) : fallback))) as Api[K];
  return {
    api: {
      saveSelfAssessment: call('saveSelfAssessment', false),
      recordCalculatorUsage: call('recordCalculatorUsage', undefined),
      popularDrinks: call('popularDrinks', undefined),
      allDrinks: call('allDrinks', undefined),
      bingeArticle: call('bingeArticle', undefined),
      newsletterStatus: call('newsletterStatus', undefined),
      dictionary: call('dictionary', undefined),
      sendFeedback: call('sendFeedback', false),
    },
    network: () => loaded,
    start: () => void network(),
  };
}
