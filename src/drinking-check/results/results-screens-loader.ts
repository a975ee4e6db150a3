type ResultsScreens = typeof import('./results-screens');

let loading: Promise<ResultsScreens> | undefined;
let loaded: ResultsScreens | undefined;

/**
 * The results screens' code, loaded once on demand (it is not part of the ES build's first load).
 * The questions start it early and the results loader waits for it, so the results show at once.
 */
export function loadResultsScreens(): Promise<ResultsScreens> {
  loading ??= import('./results-screens').then(
    (screens) => (loaded = screens),
    (error: unknown) => {
      loading = undefined; // a later call tries again
      throw error;
    },
  );
  return loading;
}

/** The screens when their code is here, so that a render need not wait. */
export const resultsScreens = (): ResultsScreens | undefined => loaded;
