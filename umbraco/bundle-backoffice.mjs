// Umbraco's backoffice as a Umbraco site serves it: bundled, one module per entry of its import
// map under /umbraco/backoffice/ (Umbraco's own build does the same with Vite). Built here with
// esbuild from the published modules of umbraco/node_modules into .tmp/umbraco-backoffice/, once per
// lockfile: a test page then loads about a hundred files rather than 2,400 unbundled modules.
//   node umbraco/bundle-backoffice.mjs   (from the repository's root; test.mjs runs it)
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

export const BACKOFFICE = 'umbraco/node_modules/@umbraco-cms/backoffice/dist-cms';
export const BUNDLE = '.tmp/umbraco-backoffice';
const STAMP = `${BUNDLE}/.built-from`;

/** Modules the test page needs that the import map does not name: Umbraco's Tiptap manifests, and the menu-item kind its table menus use. */
const MORE_ENTRIES = ['packages/tiptap/manifests.js', 'packages/core/menu/components/menu-item/action/manifests.js'];

/** The backoffice's own import map (its umbraco-package.json): name -> /umbraco/backoffice/<path>. */
export const backofficeImportMap = () => JSON.parse(readFileSync(`${BACKOFFICE}/umbraco-package.json`, 'utf8')).importmap;

/**
 * The code editor (Monaco), which umbraco/package.json leaves out, and the Vite `?worker` imports
 * that start its workers: an empty module in their place, which the rich-text editor never calls.
 */
const codeEditorStub = {
  name: 'code-editor-stub',
  setup(build) {
    build.onResolve({ filter: /^monaco-editor(\/|$)|\?worker$/ }, (args) => ({ path: args.path, namespace: 'stub' }));
    build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'module.exports = class Stub {};', loader: 'js' }));
  },
};

const stamp = createHash('sha256')
  .update(readFileSync('umbraco/package-lock.json'))
  .update(readFileSync(new URL(import.meta.url)))
  .digest('hex');

export async function bundleBackoffice() {
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) return false;
  rmSync(BUNDLE, { recursive: true, force: true });
  const paths = Object.values(backofficeImportMap().imports).map((path) => path.replace('/umbraco/backoffice/', ''));
  await build({
    entryPoints: [...new Set([...paths, ...MORE_ENTRIES])].map((path) => `${BACKOFFICE}/${path}`),
    outbase: BACKOFFICE,
    outdir: BUNDLE,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    chunkNames: 'chunks/[name]-[hash]',
    loader: { '.css': 'empty', '.ttf': 'empty' },
    plugins: [codeEditorStub],
    legalComments: 'none',
    logLevel: 'error',
  });
  writeFileSync(STAMP, stamp);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const built = await bundleBackoffice();
  console.log(
    built
      ? `Bundled the backoffice in ${((performance.now() - started) / 1000).toFixed(1)} s`
      : 'The backoffice bundle is up to date',
  );
}
