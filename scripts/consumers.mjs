// `npm run test:package` (after `npm run build`): packs the package as `npm publish` would, checks
// what the tarball holds, installs it into two throwaway consumers in a temporary folder and opens
// them in Chromium (docs/decisions/0199-the-package-tested-as-its-consumers-use-it.md):
// - a plain HTML host serving the files from node_modules/: the ES modules, and the classic loaders;
//   its TypeScript script (test/package/html/host.ts) type-checked without React's types;
// - a React + TypeScript app (test/package/react-app/) type-checked with tsc against the package's
//   declarations (bundler, node16 and node10 resolution) and bundled with esbuild.
// Every page must show each widget's first heading, with no page error and no failed request.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { checkTarball } from './consumers/tarball.mjs';
import { ownNpmEnv } from './run-child.mjs';
import { openPages } from './consumers/pages.mjs';

const REPO = new URL('..', import.meta.url).pathname;
const TEMPLATES = join(REPO, 'test/package');
const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const step = async (name, work) => {
  const at = Date.now();
  const result = await work();
  console.log(`  ${name}: ${seconds(at)}`);
  return result;
};

/** npm in a consumer's folder: not the repo's project, quiet, from the cache when it can. */
function npm(cwd, args) {
  return execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    env: ownNpmEnv(),
    encoding: 'utf8',
  });
}

/** Exact versions from the repo's lockfile, so that the install finds them in the npm cache. */
function lockedVersions(names) {
  const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8'));
  return Object.fromEntries(names.map((name) => [name, lock.packages[`node_modules/${name}`].version]));
}

const CMS_IMPORTS = `
import assert from 'node:assert/strict';
import list from 'alcohol-awareness-widgets/cms/allow-list.json' with { type: 'json' };
import { tinymceOptions, umbraco13AppSettings } from 'alcohol-awareness-widgets/cms/tinymce.js';
import { dompurifyOptions, keepsAttribute } from 'alcohol-awareness-widgets/cms/sanitizers.js';
assert.deepEqual(list.tags, ['drinking-check', 'unit-calculator']);
const listed = tinymceOptions.extended_valid_elements.split(/[[\\]|,]/);
for (const name of list.attributes) {
  assert.ok(listed.includes(name), name);
  assert.ok(keepsAttribute(name), name);
}
assert.ok(!keepsAttribute('onclick'));
assert.deepEqual(dompurifyOptions().ADD_TAGS, list.tags);
assert.match(umbraco13AppSettings, /tinymce-plugin\\.js/);
`;

if (!existsSync(join(REPO, 'dist/esm/drinking-check.d.ts'))) {
  console.error('test:package: no build in dist/. Run `npm run build` first.');
  process.exit(1);
}

const root = mkdtempSync(join(tmpdir(), 'aa-consumers-'));
try {
  console.log(`Consumers of the packed package, in ${root}:`);
  const [packed] = await step('npm pack', () =>
    JSON.parse(npm(REPO, ['pack', '--json', '--ignore-scripts', '--pack-destination', root])),
  );
  await checkTarball(packed);
  const tarball = join(root, packed.filename);
  console.log(
    `  ${packed.filename}: ${packed.entryCount} files, ${(packed.size / 1024).toFixed(0)} KB packed, ${(packed.unpackedSize / 1024).toFixed(0)} KB unpacked`,
  );

  const html = join(root, 'html');
  cpSync(join(TEMPLATES, 'html'), html, { recursive: true });
  writeFileSync(join(html, 'package.json'), JSON.stringify({ name: 'html-consumer', private: true }));
  await step('HTML host: npm install', () => npm(html, ['install', tarball]));
  // The CMS set-ups as a CMS's build imports them (Tiptap's and CKEditor's need their editor, optional peers).
  await step("cms/: import the allow-list, the TinyMCE set-up and the sanitizers' options in Node", () =>
    execFileSync(process.execPath, ['--input-type=module', '-e', CMS_IMPORTS], { cwd: html, stdio: 'inherit' }),
  );

  const app = join(root, 'react-app');
  cpSync(join(TEMPLATES, 'react-app'), app, { recursive: true });
  const devDependencies = lockedVersions(['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript']);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'react-consumer', private: true, type: 'module', devDependencies }),
  );
  await step('React app: npm install', () => npm(app, ['install', '--prefer-offline', '--save-exact', tarball]));
  // As apps resolve modules: bundlers (exports), node16 (exports, ES modules), node10 (typesVersions).
  for (const [resolution, tsconfig] of [
    ['bundler', 'tsconfig.json'],
    ['node16', 'tsconfig.node16.json'],
    ['node10', 'tsconfig.node10.json'],
  ]) {
    await step(`React app: tsc (${resolution} resolution)`, () =>
      execFileSync(join(app, 'node_modules/.bin/tsc'), ['-p', tsconfig], { cwd: app, stdio: 'inherit' }),
    );
  }
  await step('HTML host: tsc of host.ts, without React types', () =>
    execFileSync(join(app, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], { cwd: html, stdio: 'inherit' }),
  );
  await step('React app: esbuild', () =>
    build({
      absWorkingDir: app,
      entryPoints: ['src/main.tsx'],
      outdir: 'build',
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    }),
  );

  await openPages(root, [
    { path: '/html/esm.html', lazyChunks: true },
    { path: '/html/classic.html' },
    {
      path: '/react-app/index.html',
      text: { selector: '#ready', equals: 'ready: drinking-check /overview, unit-calculator /unit-and-calorie-calculator' },
    },
  ]);
  console.log(`test:package passed in ${seconds(started)}`);
} finally {
  rmSync(root, { recursive: true, force: true });
}
