// A later screen that did not load can be tried again (docs/decisions/0202-when-a-later-screen-does-not-load.md).
// Browsers keep a failed module fetch for the page's life, so the same URL would fail again at
// once even when the file is back: after a failure, a chunk is asked for under a new query string.
// That gives the chunk a second instance, so the build fails when a chunk loaded on demand is also
// imported statically, where the two would part. The first try is the plain `import('./chunks/…')`,
// which an app's bundler sees and follows (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md).
import { posix } from 'node:path';

const HELPER = '__aaImport';

// One record of failures for the page, shared by every chunk and both widgets. A retry that cannot
// be fetched by URL (the chunk was bundled into an app under another name) tries the import again.
const helperSource = `function ${HELPER}(load, path) {
  const failures = (globalThis[Symbol.for('alcohol-awareness.import-failures')] ??= new Map());
  const url = new URL(path, import.meta.url).href;
  const count = failures.get(url) ?? 0;
  const attempt = count ? import(/* @vite-ignore */ /* webpackIgnore: true */ url + '?retry=' + count).catch(load) : load();
  return attempt.catch((error) => {
    failures.set(url, count + 1);
    throw error;
  });
}
`;

/**
 * `importedAgainAsItIs`: chunks that later chunks also import statically (each widget's app
 * chunk), so that a second instance would part from the first: a retry imports them again as they
 * are, which works where the browser forgets a failed fetch (Firefox, WebKit); in Chromium the
 * widget then asks the person to reload (src/ui/widget/not-loaded.ts).
 */
export function retryImports({ importedAgainAsItIs = [] } = {}) {
  const asItIs = new Set(importedAgainAsItIs);
  return {
    name: 'retry-imports',
    renderDynamicImport({ chunk, targetChunk }) {
      if (!targetChunk || asItIs.has(targetChunk.fileName)) return null;
      const path = posix.relative(posix.dirname(chunk.fileName), targetChunk.fileName);
      return { left: `${HELPER}(() => import(`, right: `), ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)})` };
    },
    renderChunk(code, chunk) {
      if (!chunk.dynamicImports.some((file) => !asItIs.has(file))) return null;
      return { code: helperSource + code, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const onDemand = new Set(
        chunks.filter((chunk) => chunk.isDynamicEntry && !asItIs.has(chunk.fileName)).map((chunk) => chunk.fileName),
      );
      for (const chunk of chunks) {
        const both = chunk.imports.filter((file) => onDemand.has(file));
        if (both.length) this.error(`${chunk.fileName} imports ${both.join(', ')} statically, which also loads on demand`);
      }
    },
  };
}
