// The Umbraco 15-17 package, built by `npm run build` (scripts/surface/cli.ts runs this from the
// repository's root) into cms/umbraco/App_Plugins/AlcoholAwarenessWidgets/, which the npm package
// ships: umbraco-package.json with the package's version, the tiptapExtension's API with the
// Tiptap kit, the card and the form bundled in, a toolbar button's API per tool, and Umbraco 13's
// TinyMCE plugin, so that one folder serves 13 to 17. Umbraco's own modules are left to the
// backoffice's import map; nothing here needs umbraco/node_modules
// (docs/decisions/0300-an-umbraco-package-built-with-the-kits.md).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const OUT = 'cms/umbraco';
const HEADER = '// Built by `npm run build` from umbraco/src/ and src/cms/ (umbraco/build.mjs): edit the sources, not this file.';

const manifestModule = await build({
  entryPoints: ['umbraco/src/manifest.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  write: false,
  logLevel: 'warning',
});
const { FOLDER, umbracoPackage } = await import(
  `data:text/javascript;base64,${Buffer.from(manifestModule.outputFiles[0].text).toString('base64')}`
);
const folder = `${OUT}/${FOLDER}`;
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: {
    'widgets.tiptap-api': 'umbraco/src/widgets.tiptap-api.ts',
    'drinking-check.tiptap-toolbar-api': 'umbraco/src/drinking-check.tiptap-toolbar-api.ts',
    'unit-calculator.tiptap-toolbar-api': 'umbraco/src/unit-calculator.tiptap-toolbar-api.ts',
  },
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  outdir: folder,
  chunkNames: 'chunks/[name]-[hash]',
  external: ['@umbraco-cms/backoffice/*'],
  alias: { '@tiptap/core': './umbraco/src/backoffice-tiptap.ts' },
  legalComments: 'none',
  banner: { js: HEADER },
  logLevel: 'warning',
});
mkdirSync(folder, { recursive: true });
writeFileSync(`${folder}/umbraco-package.json`, `${JSON.stringify(umbracoPackage(version), null, 2)}\n`);
copyFileSync('cms/tinymce-plugin.js', `${folder}/tinymce-plugin.js`);
