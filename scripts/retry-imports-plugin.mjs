// A later screen that did not load can be tried again (docs/decisions/0202-when-a-later-screen-does-not-load.md).
// Browsers keep a failed module fetch for the page's life, so the same URL would fail again at
// once even when the file is back: after a failure, each dynamic import of a chunk asks for it
// under a new query string. That gives the chunk a second instance, so the build fails when a
// chunk loaded on demand is also imported statically, where the two would part.
const HELPER = '__aaImport';

// One record of failures for the page, shared by every chunk and both widgets: a chunk whose
// import failed once is asked for under a new query string by whichever chunk imports it next.
const helperSource = `function ${HELPER}(load, path) {
  const failures = (globalThis[Symbol.for('alcohol-awareness.import-failures')] ??= new Map());
  const url = new URL(path, import.meta.url).href;
  const count = failures.get(url) ?? 0;
  return load(count ? path + '?retry=' + count : path).catch((error) => {
    failures.set(url, count + 1);
    throw error;
  });
}
`;

export function retryImports() {
  return {
    name: 'retry-imports',
    renderDynamicImport: ({ targetChunk }) => (targetChunk ? { left: `${HELPER}((url) => import(url), `, right: ')' } : null),
    renderChunk(code, chunk) {
      if (!chunk.dynamicImports.length) return null;
      return { code: helperSource + code, map: null };
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const onDemand = new Set(chunks.filter((chunk) => chunk.isDynamicEntry).map((chunk) => chunk.fileName));
      for (const chunk of chunks) {
        const both = chunk.imports.filter((file) => onDemand.has(file));
        if (both.length) this.error(`${chunk.fileName} imports ${both.join(', ')} statically, which also loads on demand`);
      }
    },
  };
}
