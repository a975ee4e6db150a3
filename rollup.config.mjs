import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { relative, resolve } from 'node:path';
import { cssText } from './scripts/css-text-plugin.mjs';
import { prerendered } from './scripts/prerender-plugin.mjs';
import { retryImports } from './scripts/retry-imports-plugin.mjs';
import { sharedChunk } from './scripts/shared-chunk.mjs';
import { thirdPartyLicenses } from './scripts/third-party-licenses-plugin.mjs';

export const WIDGETS = ['drinking-check', 'unit-calculator'];

/** Every page with a widget loads this one chunk beside the widget's entry file, before its first paint. */
export const SHARED_CHUNK = 'chunks/shared.js';
/** React and what both widgets' React trees run at start: each widget's app chunk loads it after the first paint. */
export const REACT_CHUNK = 'chunks/react.js';
/**
 * Each widget's React tree, which its entry loads after the first paint and its later screens
 * import (docs/decisions/0250-first-screen-before-react.md).
 */
export const APP_CHUNK = (tag) => `chunks/${tag}-app.js`;
/** What every widget element is made by: the chunk that holds it is the shared one. */
const WIDGET_ELEMENT = resolve('src/ui/widget/create-widget-element.ts');
const MOUNT_MODULES = WIDGETS.map((name) => resolve(`widgets/${name}-mount.tsx`));

/** React 19 has useSyncExternalStore: wouter's shim of it, for React 17, need not ship. */
const noSyncStoreShim = {
  name: 'no-sync-store-shim',
  resolveId: (source) => (source === 'use-sync-external-store/shim/index.js' ? '\0sync-store' : null),
  load: (id) => (id === '\0sync-store' ? "export { useSyncExternalStore } from 'react';" : null),
};

/**
 * The widgets route through their own location hook (src/platform/host/route-store.ts), never
 * wouter's browser one, which would also patch the host page's history.pushState and
 * replaceState as it loads. Its two names stay, for wouter's default router, and fail if used.
 */
const noBrowserLocation = {
  name: 'no-wouter-browser-location',
  resolveId: (source, importer) =>
    source === './use-browser-location.js' && importer?.includes('/node_modules/wouter/') ? '\0wouter-browser-location' : null,
  load: (id) =>
    id === '\0wouter-browser-location'
      ? "const unused = () => { throw new Error('wouter\\'s browser location is not part of this build'); };\nexport { unused as useBrowserLocation, unused as useSearch };"
      : null,
};

/** One notice file for every build: the libraries bundled anywhere in dist/. */
const licenses = thirdPartyLicenses('dist/THIRD-PARTY-LICENSES.txt');

/**
 * jotai's ES build asks for the mode at each of its development checks; a bundler without
 * import.meta.env leaves them all in. This answers "production" in jotai's files only.
 */
const jotaiInProduction = replace({
  include: /node_modules\/jotai\//,
  preventAssignment: false,
  delimiters: ['', ''],
  values: { '(import.meta.env ? import.meta.env.MODE : void 0)': '"production"' },
});

const plugins = [
  prerendered(),
  noSyncStoreShim,
  noBrowserLocation,
  jotaiInProduction,
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  cssText(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  retryImports({ importedAgainAsItIs: WIDGETS.map(APP_CHUNK) }),
  terser({
    ecma: 2020,
    module: true,
    compress: { passes: 2 },
    // Bundlers' marks that leave the retry's import by URL to the browser (retry-imports-plugin.mjs).
    format: { comments: /@vite-ignore|webpackIgnore/ },
  }),
  licenses,
];

/**
 * src/core holds rules and data with nothing run on import, so a module there that nothing uses
 * is left out even when rollup cannot prove that building its tables has no effect.
 */
const treeshake = { moduleSideEffects: (id) => !id.includes('/src/core/') };

/**
 * A chunk is named for the module that starts it (a screen loaded on demand: its path under src/),
 * and the code that both widgets load at start is SHARED_CHUNK, a stable name that a page preloads.
 */
function chunkFileName(chunk) {
  if (chunk.moduleIds.includes(WIDGET_ELEMENT)) return SHARED_CHUNK;
  if (chunk.name === 'react') return REACT_CHUNK;
  const mount = MOUNT_MODULES.findIndex((id) => chunk.moduleIds.includes(id));
  if (mount >= 0) return APP_CHUNK(WIDGETS[mount]);
  const start = chunk.facadeModuleId && relative('src', chunk.facadeModuleId);
  if (!start || start.startsWith('..')) return 'chunks/[name]-[hash].js';
  return `chunks/${start.replace(/\.tsx?$/, '').replaceAll('/', '.')}-[hash].js`;
}

/** ES modules sharing chunks: a page with both widgets downloads React once. */
const esModules = {
  input: Object.fromEntries(WIDGETS.map((name) => [name, `widgets/${name}.ts`])),
  treeshake,
  // A widget's code stays in its entry file even though its lazy screens import from it.
  preserveEntrySignatures: 'allow-extension',
  // jotai marks its React hooks 'use client', which means nothing here.
  onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
  output: {
    dir: 'dist/esm',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: chunkFileName,
    manualChunks: sharedChunk(MOUNT_MODULES),
  },
  plugins,
};

export default [esModules];
