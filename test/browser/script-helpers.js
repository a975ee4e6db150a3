// Loads a classic script (a widget's loader) into the test page as a host would, with a plain <script src>.
export function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', resolve, { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true });
    document.head.append(script);
  });
}

/** Paths of the scripts this page has fetched so far. */
export const scriptsFetched = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.js'));
