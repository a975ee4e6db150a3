// What `npm pack` put in the tarball: the files hosts need and nothing else, every path of
// package.json's `exports`, `types` and `typesVersions` among them, and every relative import of
// the packed ES modules (the chunks loaded at start and on demand) resolvable inside it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { checkUmbracoFolder, UMBRACO_FILES } from './umbraco-folder.mjs';
import { unpackedImports } from './unpacked-imports.mjs';

const REPO = new URL('../..', import.meta.url).pathname;

/** Every file the package may hold, and those it must. */
const ALLOWED = [
  /^(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/,
  /^dist\/(README\.md|THIRD-PARTY-LICENSES\.txt|custom-elements\.json)$/,
  /^dist\/(drinking-check|unit-calculator)\.js$/,
  /^dist\/esm\/(drinking-check|unit-calculator)\.(js|d\.ts)$/,
  /^dist\/esm\/types\.d\.ts$/,
  /^dist\/esm\/chunks\/[\w.-]+\.js$/,
  /^cms\/(allow-list\.json|(tinymce|tinymce-plugin|ckeditor5|tiptap|sanitizers|editing)\.(js|d\.ts))$/,
  /^cms\/umbraco\/App_Plugins\/AlcoholAwarenessWidgets\/(umbraco-package\.json|[\w.-]+\.js|chunks\/[\w-]+\.js)$/,
];
const REQUIRED = [
  'package.json',
  'README.md',
  'LICENSE',
  'CHANGELOG.md',
  'dist/README.md',
  'dist/THIRD-PARTY-LICENSES.txt',
  'dist/custom-elements.json',
  'dist/esm/chunks/shared.js',
  'cms/allow-list.json',
  'cms/tinymce.js',
  'cms/ckeditor5.js',
  'cms/tiptap.js',
  'cms/tinymce-plugin.js',
  'cms/sanitizers.js',
  'cms/editing.js',
  ...UMBRACO_FILES,
];

/** Every file path named in an exports map (nested conditions included). */
const exportTargets = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(exportTargets));

export async function checkTarball(packed) {
  const files = packed.files.map((file) => file.path);
  const packedSet = new Set(files);
  assert.deepEqual(
    files.filter((file) => !ALLOWED.some((pattern) => pattern.test(file))),
    [],
    'files the package should not hold',
  );
  assert.deepEqual(
    REQUIRED.filter((file) => !packedSet.has(file)),
    [],
    'files missing from the package',
  );

  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8'));
  assert.equal(pkg.private, undefined, 'the package is publishable');
  assert.deepEqual(pkg.dependencies ?? {}, {}, 'the bundled libraries are not runtime dependencies');
  const named = [
    ...exportTargets(pkg.exports),
    pkg.types,
    pkg.customElements,
    ...Object.values(pkg.typesVersions?.['*'] ?? {}).flat(),
  ];
  // A subpath pattern ('dist/esm/chunks/*') must match at least one packed file.
  const packs = (path) => (path.includes('*') ? files.some((file) => file.startsWith(path.split('*')[0])) : packedSet.has(path));
  assert.deepEqual(
    named.map(normalize).filter((path) => !packs(path)),
    [],
    'paths package.json names but the package lacks',
  );

  assert.deepEqual(
    await unpackedImports(packedSet, 'dist/esm/'),
    [],
    'relative imports of the ES modules that the package lacks',
  );
  await checkUmbracoFolder(packedSet, pkg.version);
}
