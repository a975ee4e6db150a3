// The package's cms/ kits, built from src/cms/ by esbuild (scripts/surface/cli.ts runs this in
// `npm run build`): one ES module per editor and the card and form alone, each whole in itself,
// with the editor it plugs into left as an import (a peer of the package); and a classic script
// of the TinyMCE plugin for `external_plugins` (docs/decisions/0270-cms-kits-built-from-typescript.md).
import { copyFileSync, readdirSync } from 'node:fs';
import { build } from 'esbuild';

const HEADER = '// Built by `npm run build` from src/cms/ (scripts/surface/cms-kits.mjs): edit the sources, not this file.';
const shared = { bundle: true, target: 'es2020', legalComments: 'none', logLevel: 'warning', banner: { js: HEADER } };

await build({
  ...shared,
  entryPoints: {
    tinymce: 'src/cms/kits/tinymce.ts',
    ckeditor5: 'src/cms/kits/ckeditor5.ts',
    tiptap: 'src/cms/kits/tiptap.ts',
    sanitizers: 'src/cms/kits/sanitizers.ts',
    editing: 'src/cms/editing.ts',
  },
  format: 'esm',
  outdir: 'cms',
  external: ['@tiptap/core', 'ckeditor5', 'tinymce'],
});
await build({ ...shared, entryPoints: ['src/cms/kits/tinymce-classic.ts'], format: 'iife', outfile: 'cms/tinymce-plugin.js' });
for (const file of readdirSync('src/cms/types')) copyFileSync(`src/cms/types/${file}`, `cms/${file}`);
