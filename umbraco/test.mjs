// `npm run test:umbraco` (after `npm run build`): the Umbraco package (cms/umbraco/) against Umbraco
// 17's own backoffice, which this folder installs apart from the widgets' own packages
// (docs/decisions/0301-the-umbraco-package-tried-in-umbracos-own-editor.md):
//   1. `npm ci` here, when umbraco/node_modules was not installed from this lockfile (install.mjs);
//   2. tsc: the package's sources, and the kit, card and form they bundle, against Umbraco's types;
//   3. the backoffice bundled as a Umbraco site serves it (bundle-backoffice.mjs), once per lockfile;
//   4. the browser test in Chromium (the kit's own tests run in every engine).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { bundleBackoffice } from './bundle-backoffice.mjs';
import { installUmbraco } from './install.mjs';

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const step = async (name, work) => {
  const started = performance.now();
  const done = await work();
  console.log(`test:umbraco: ${name}: ${done === false ? 'up to date' : seconds(started)}`);
};
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

if (!existsSync('cms/umbraco/App_Plugins/AlcoholAwarenessWidgets/umbraco-package.json')) {
  console.error('test:umbraco: no package in cms/umbraco/. Run `npm run build` first.');
  process.exit(1);
}

await step('npm ci (Umbraco 17.1 and the Tiptap 3.6.2 extensions it imports)', installUmbraco);
await step("tsc against Umbraco's types", () => run('npx', ['tsc', '-p', 'umbraco/tsconfig.json']));
await step('the backoffice bundled as Umbraco serves it', bundleBackoffice);
// In Chromium: the Tiptap kit it is built from runs in every engine (test/browser/cms-tiptap.test.js).
await step('the browser test', () =>
  run(process.execPath, ['scripts/browser-tests.mjs', 'umbraco/web-test-runner.config.mjs', '--engines=chromium']),
);
