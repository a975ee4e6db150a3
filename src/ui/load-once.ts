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

export interface Loaded<T> {
  /** The module, at once when it is here (the loaders wait for it), else when it arrives. */
  module: T | undefined;
  /** Loading failed (a dropped connection, a chunk missing from the server's esm/chunks/). */
  failed: boolean;
  /** Tries again after a failure. */
  retry: () => void;
}

/** Code loaded on demand as a component needs it; a failure waits for `retry` (docs/decisions/0202-when-a-later-screen-does-not-load.md). */
export function useLoaded<T>(code: LoadOnce<T>): Loaded<T> {
  const [module, setModule] = useState(code.now);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (module || failed) return undefined;
    let live = true;
    code.load().then(
      (loaded) => live && setModule(() => loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, module, failed]);
  return { module, failed, retry: () => setFailed(false) };
}
