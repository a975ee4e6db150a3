import { useEffect, useState } from 'react';

export interface LoadOnce<T> {
  /** Starts the load the first time (again after a failure); the same promise after that. */
  load(): Promise<T>;
  /** The module once it is here, so that a render need not wait for it. */
  now(): T | undefined;
}

/** Code loaded on demand, once, so that it is not part of the ES build's first load. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load: () =>
      (loading ??= load().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    now: () => loaded,
  };
}

/** The module, at once when it is here (the loaders wait for it), else when it arrives. */
export function useLoaded<T>(code: LoadOnce<T>): T | undefined {
  const [module, setModule] = useState(code.now);
  useEffect(() => {
    if (module) return undefined;
    let live = true;
    code.load().then(
      (loaded) => live && setModule(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, module]);
  return module;
}
