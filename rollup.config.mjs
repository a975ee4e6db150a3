import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { dirname, join } from 'node:path';
import { cssText } from './scripts/css-text-plugin.mjs';

const WIDGETS = ['drinking-check', 'unit-calculator'];

/** The sign-in library's file beside the one-file scripts (see src/platform/auth/load-sign-in.ts). */
const SIGN_IN_FILE = 'sign-in.js';

/** Every page with a widget loads this one chunk beside the widget's entry file. */
export const SHARED_CHUNK = 'chunks/shared.js';

/** React 19 has useSyncExternalStore: wouter's shim for older React is left out (it would only hand React's back). */
const SHIM = 'use-sync-external-store/shim/index.js';
const reactStoreHook = {
  name: 'react-store-hook',
  resolveId: (source) => (source === SHIM ? `\0${SHIM}` : null),
  load: (id) => (id === `\0${SHIM}` ? "export { useSyncExternalStore } from 'react';" : null),
};

const plugins = ({ signInFile, app } = {}) => [
  reactStoreHook,
  replace({
    preventAssignment: true,
    values: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SIGN_IN_FILE__: signInFile ? JSON.stringify(signInFile) : 'undefined',
      // Lets a one-file build leave out what its widget never runs (the calculator's sign-in).
      __ONE_FILE_APP__: app ? JSON.stringify(app) : 'undefined',
    },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  cssText(),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

/**
 * The shared chunk: what both widgets load at start, and also what one widget loads at start and
 * the other uses in a screen loaded on demand (the calculator's drink editor under the Drinking
 * Check's question two). Left to itself rollup would give the latter a chunk of its own, which
 * the first widget's entry would then load at start beside `chunks/shared.js`. Imports through a
 * barrel (`core/units/index.ts`) count only the modules whose exports are imported.
 */
function sharedChunk() {
  let shared;
  return (id, { getModuleIds, getModuleInfo }) => {
    shared ??= findShared(getModuleIds, getModuleInfo);
    return shared.has(id) ? 'shared' : undefined;
  };
}

function findShared(getModuleIds, getModuleInfo) {
  const resolve = (from, source) => {
    const base = join(dirname(from), source);
    return getModuleInfo(from).importedIds.find((id) => ['.ts', '.tsx', '.js', '/index.ts'].some((end) => id === base + end));
  };
  const exportsFrom = (info) => info.ast?.body.filter((node) => node.type !== 'ExpressionStatement' || !node.directive) ?? [];
  const isBarrel = (info) =>
    /\/src\/.*\/index\.ts$/.test(info.id) && exportsFrom(info).every((node) => node.type === 'ExportNamedDeclaration' && node.source);
  // The modules behind the names `from` imports from a barrel.
  const throughBarrel = (from, barrel) => {
    const names = new Set();
    for (const node of getModuleInfo(from).ast.body) {
      if (node.type !== 'ImportDeclaration' || resolve(from, node.source.value) !== barrel) continue;
      for (const specifier of node.specifiers) names.add(specifier.imported?.name ?? specifier.imported?.value);
    }
    return exportsFrom(getModuleInfo(barrel))
      .filter((node) => node.specifiers.some((specifier) => names.has(specifier.exported.name)))
      .map((node) => resolve(barrel, node.source.value));
  };
  const closure = (start, dynamic) => {
    const seen = new Set();
    const visit = (moduleId) => {
      if (!moduleId || seen.has(moduleId)) return;
      seen.add(moduleId);
      const info = getModuleInfo(moduleId);
      for (const imported of [...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : [])]) {
        const target = getModuleInfo(imported);
        if (isBarrel(target)) throughBarrel(moduleId, imported).forEach(visit);
        else visit(imported);
      }
    };
    visit(start);
    return seen;
  };
  const ids = [...getModuleIds()];
  const entries = ids.filter((moduleId) => getModuleInfo(moduleId).isEntry);
  const atStart = entries.map((entry) => closure(entry, false));
  const used = entries.map((entry) => closure(entry, true));
  return new Set(ids.filter((moduleId) => atStart.some((start, i) => start.has(moduleId) && used.some((other, j) => j !== i && other.has(moduleId)))));
}

/** ES modules sharing chunks: a page with both widgets downloads React once. */
const esModules = {
  input: Object.fromEntries(WIDGETS.map((name) => [name, `widgets/${name}.ts`])),
  // A widget's code stays in its entry file even though its lazy screens import from it.
  preserveEntrySignatures: 'allow-extension',
  // experimentalMinChunkSize reports its merging as info logs.
  logLevel: 'warn',
  output: {
    // Folds tiny shared pieces into the shared chunk, so that each entry loads only that one.
    experimentalMinChunkSize: 1000,
    manualChunks: sharedChunk(),
    // Only the modules named go to the shared chunk, not all they import (the screens' own code stays apart).
    onlyExplicitManualChunks: true,
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
      return 'chunks/[name]-[hash].js';
    },
  },
  plugins: plugins(),
};

/** One classic script per widget, for pasting into a CMS with a plain <script src>. */
const oneFileScripts = WIDGETS.map((name) => ({
  input: `widgets/${name}.ts`,
  output: {
    file: `dist/${name}.js`,
    format: 'iife',
    name: `${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Widget`,
    // One file: what the ES build loads on demand is inlined (the sign-in library stays apart).
    inlineDynamicImports: true,
  },
  plugins: plugins({ signInFile: SIGN_IN_FILE, app: name === 'unit-calculator' ? 'ucc' : 'dc' }),
}));

/** The sign-in library for the one-file scripts: an ES module loaded by URL only when web-login is on. */
const signInFile = {
  input: 'src/platform/auth/msal-sign-in.ts',
  output: { file: `dist/${SIGN_IN_FILE}`, format: 'es' },
  plugins: plugins(),
};

export default [esModules, ...oneFileScripts, signInFile];
