import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { dirname, join, resolve } from 'node:path';
import { laterCopies } from './scripts/later-copies-plugin.mjs';
import { cssText } from './scripts/css-text-plugin.mjs';
import { BESIDE_SCRIPT_INTRO, importBesideScript, laterFiles } from './scripts/later-files-plugin.mjs';
import { thirdPartyLicenses } from './scripts/third-party-licenses-plugin.mjs';

const WIDGETS = ['drinking-check', 'unit-calculator'];

/** The sign-in library's file beside the one-file scripts (see src/platform/auth/load-sign-in.ts). */
const SIGN_IN_FILE = 'sign-in.js';

/** Every page with a widget loads this one chunk beside the widget's entry file. */
export const SHARED_CHUNK = 'chunks/shared.js';

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

const plugins = ({ signInFile, app, minify = true } = {}) => [
  noSyncStoreShim,
  noBrowserLocation,
  jotaiInProduction,
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SIGN_IN_FILE__: signInFile ? JSON.stringify(signInFile) : 'undefined',
      // Lets a one-file build leave out what its widget never runs (the calculator's sign-in and saves).
      __ONE_FILE_APP__: app ? JSON.stringify(app) : 'undefined',
    },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  cssText(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  ...(minify ? [terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } })] : []),
  licenses,
];

/**
 * Module ids reachable from a module: by static imports only, or by dynamic ones as well. Through
 * an index file that only re-exports (`core/units/index.ts`), only the modules whose exports the
 * importer names are reached, as rollup itself counts them.
 */
function reachable(start, getModuleInfo, dynamic) {
  const resolve = (from, source) => {
    const base = join(dirname(from), source);
    return getModuleInfo(from)?.importedIds.find((id) => ['.ts', '.tsx', '.js', '/index.ts'].some((end) => id === base + end));
  };
  const body = (info) => info?.ast?.body.filter((node) => node.type !== 'ExpressionStatement' || !node.directive) ?? [];
  const isIndex = (info) =>
    /\/src\/.*\/index\.ts$/.test(info?.id ?? '') &&
    body(info).every((node) => node.type === 'ExportNamedDeclaration' && node.source);
  const throughIndex = (from, index) => {
    const names = new Set();
    for (const node of body(getModuleInfo(from))) {
      if (node.type !== 'ImportDeclaration' || resolve(from, node.source.value) !== index) continue;
      for (const specifier of node.specifiers) names.add(specifier.imported?.name ?? specifier.imported?.value);
    }
    return body(getModuleInfo(index))
      .filter((node) => node.specifiers.some((specifier) => names.has(specifier.exported.name)))
      .map((node) => resolve(index, node.source.value));
  };
  const seen = new Set();
  const visit = (id) => {
    if (!id || seen.has(id)) return;
    seen.add(id);
    const info = getModuleInfo(id);
    for (const imported of [...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : [])]) {
      if (isIndex(getModuleInfo(imported))) throughIndex(id, imported).forEach(visit);
      else visit(imported);
    }
  };
  visit(start);
  return seen;
}

let widgetReach;

/**
 * Code that one widget loads at start and the other uses at all (the dialog and the units table
 * the calculator shows at once, which the Drinking Check's steps load later; the drinks data and
 * amount control the calculator loads at start, which question two loads later) goes into the
 * shared chunk, so that each entry still loads only itself and that chunk at start. Everything
 * else is left to rollup (`onlyExplicitManualChunks`): a shared module does not pull the rest of
 * what it imports into the shared chunk (docs/decisions/0167-size-budget-and-the-one-file-scripts.md).
 */
function sharedChunk(id, { getModuleIds, getModuleInfo }) {
  widgetReach ??= [...getModuleIds()]
    .filter((moduleId) => getModuleInfo(moduleId)?.isEntry)
    .map((entry) => ({ atStart: reachable(entry, getModuleInfo, false), any: reachable(entry, getModuleInfo, true) }));
  const [a, b] = widgetReach;
  if (!a || !b) return undefined;
  return (a.atStart.has(id) && b.any.has(id)) || (b.atStart.has(id) && a.any.has(id)) ? 'shared' : undefined;
}

/**
 * src/core holds rules and data with nothing run on import, so a module there that nothing uses
 * is left out even when rollup cannot prove that building its tables has no effect.
 */
const treeshake = { moduleSideEffects: (id) => !id.includes('/src/core/') };

/** ES modules sharing chunks: a page with both widgets downloads React once. */
const esModules = {
  input: Object.fromEntries(WIDGETS.map((name) => [name, `widgets/${name}.ts`])),
  treeshake,
  // A widget's code stays in its entry file even though its lazy screens import from it.
  preserveEntrySignatures: 'allow-extension',
  // experimentalMinChunkSize reports its merging as info logs.
  logLevel: 'warn',
  output: {
    manualChunks: sharedChunk,
    onlyExplicitManualChunks: true,
    // Folds tiny shared pieces into the shared chunk, so that each entry loads only that one.
    experimentalMinChunkSize: 1000,
    dir: 'dist/esm',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: (chunk) => {
      // React and the shared code, under a stable name so that a page can preload it (dist-readme.md).
      if (chunk.moduleIds.some((id) => id.includes('/node_modules/react-dom/'))) return SHARED_CHUNK;
      // Loaded on demand: the sign-in code only when web-login is on, the answer checks with the first API answer.
      if (chunk.moduleIds.some((id) => id.includes('msal-sign-in'))) return 'chunks/sign-in-[hash].js';
      if (chunk.moduleIds.some((id) => id.includes('api/responses'))) return 'chunks/api-responses-[hash].js';
      if (chunk.facadeModuleId?.endsWith('results-screens.ts')) return 'chunks/results-[hash].js';
      if (chunk.facadeModuleId?.endsWith('check-steps.ts')) return 'chunks/check-steps-[hash].js';
      return 'chunks/[name]-[hash].js';
    },
  },
  plugins: [laterCopies(), ...plugins()],
};

/** The API answer checks beside the one-file scripts (see apiChecksBeside). */
const API_CHECKS_FILE = 'api-checks.js';
const API_CHECKS = { './responses': 'endpoints.ts', './bad-request': 'http-client.ts' };

/**
 * One-file builds: the API answer checks and their schema library load from API_CHECKS_FILE beside
 * the script, with the first API answer (as the ES build loads them on demand, and as sign-in.js
 * loads), so that the script itself does not carry them. The network code that asks for them is
 * itself a later file, one folder down (`fromLaterFolder`).
 */
const apiChecksBeside = ({ fromLaterFolder = false } = {}) => {
  const file = fromLaterFolder ? `../${API_CHECKS_FILE}` : API_CHECKS_FILE;
  return {
    name: 'api-checks-beside',
    resolveId: (source, importer) =>
      API_CHECKS[source] && importer?.endsWith(`/platform/api/${API_CHECKS[source]}`) ? { id: file, external: true } : null,
    renderDynamicImport: ({ targetModuleId }) => (targetModuleId === file ? importBesideScript : null),
  };
};

/**
 * What each widget's ES build loads on demand or after its first screen: its later screens, the
 * network code (with api-base), the analytics code and the Drinking Check's sign-in service. In the
 * one-file builds they become ES module files in a folder beside the script (`laterFiles`), loaded
 * by URL when the ES build would load them
 * (docs/decisions/0201-one-file-screens-load-from-beside-the-script.md, 0205).
 */
const AFTER_FIRST_SCREEN = ['src/platform/api/network.ts', 'src/platform/analytics/after-first-screen.ts'];
const LATER_FILES = {
  'drinking-check': [
    'src/drinking-check/check-steps.ts',
    'src/drinking-check/results/results-screens.ts',
    'src/platform/auth/auth-service.ts',
    ...AFTER_FIRST_SCREEN,
  ],
  'unit-calculator': [
    'src/unit-calculator/drinks/drinks-screens.ts',
    'src/unit-calculator/results/results-screens.ts',
    ...AFTER_FIRST_SCREEN,
  ],
};

/** The folder beside a one-file script that holds its later screens and code. */
export const laterFolder = (name) => `${name}-screens`;

/** One classic script per widget, for pasting into a CMS with a plain <script src>. */
const oneFileScripts = WIDGETS.map((name) => {
  const app = name === 'unit-calculator' ? 'ucc' : 'dc';
  const build = ({ minify, fromLaterFolder } = {}) => [
    apiChecksBeside({ fromLaterFolder }),
    ...plugins({ signInFile: SIGN_IN_FILE, app, minify }),
  ];
  return {
    input: `widgets/${name}.ts`,
    treeshake,
    output: {
      file: `dist/${name}.js`,
      format: 'iife',
      name: `${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Widget`,
      // One file at first: anything the ES build loads on demand that is not beside the script (the
      // sign-in library, the API checks, the later files) is inlined.
      inlineDynamicImports: true,
      intro: BESIDE_SCRIPT_INTRO,
    },
    plugins: [
      laterFiles({
        widget: name,
        entry: `widgets/${name}.ts`,
        later: LATER_FILES[name].map((file) => resolve(file)),
        dir: `dist/${laterFolder(name)}`,
        outDir: 'dist',
        plugins: build,
        treeshake,
      }),
      ...build(),
    ],
  };
});

/** The API answer checks for the one-file scripts: an ES module loaded by URL with the first API answer. */
const apiChecksFile = {
  input: 'api-checks',
  output: { file: `dist/${API_CHECKS_FILE}`, format: 'es' },
  plugins: [
    {
      name: 'api-checks-entry',
      resolveId: (source) => (source === 'api-checks' ? '\0api-checks' : null),
      load: (id) =>
        id === '\0api-checks'
          ? "export * from './src/platform/api/responses.ts'; export * from './src/platform/api/bad-request.ts';"
          : null,
    },
    ...plugins(),
  ],
};

/** The sign-in library for the one-file scripts: an ES module loaded by URL only when web-login is on. */
const signInFile = {
  input: 'src/drinking-check/welcome/sign-in-code.ts',
  output: { file: `dist/${SIGN_IN_FILE}`, format: 'es' },
  plugins: plugins(),
};

export default [esModules, ...oneFileScripts, apiChecksFile, signInFile];
