// The Umbraco package in the tarball (cms/umbraco/App_Plugins/AlcoholAwarenessWidgets/, the folder
// a site copies into its App_Plugins): its manifest at the package's version, every file the
// manifest names, and every relative import of its modules, packed
// (docs/decisions/0300-an-umbraco-package-built-with-the-kits.md).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unpackedImports } from './unpacked-imports.mjs';

const REPO = new URL('../..', import.meta.url).pathname;
const FOLDER = 'cms/umbraco/App_Plugins/AlcoholAwarenessWidgets';

export const UMBRACO_FILES = [
  'umbraco-package.json',
  'widgets.tiptap-api.js',
  'drinking-check.tiptap-toolbar-api.js',
  'unit-calculator.tiptap-toolbar-api.js',
  'tinymce-plugin.js',
].map((file) => `${FOLDER}/${file}`);

export async function checkUmbracoFolder(packed, version) {
  const manifest = JSON.parse(readFileSync(join(REPO, FOLDER, 'umbraco-package.json'), 'utf8'));
  assert.equal(manifest.version, version, "the Umbraco package's version is the npm package's");
  const named = manifest.extensions.map(({ api }) => `cms/umbraco${api}`);
  assert.deepEqual(
    named.filter((file) => !packed.has(file)),
    [],
    'files the Umbraco manifest names but the package lacks',
  );
  assert.deepEqual(
    await unpackedImports(packed, `${FOLDER}/`),
    [],
    'relative imports of the Umbraco package that the package lacks',
  );
}
