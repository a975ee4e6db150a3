// `npm run build`: the ES modules (rollup) and a classic loader for each, the declarations for hosts (tsc,
// then rolled up into one file per entry) and the integrators' README, all into dist/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { REACT_CHUNK, SHARED_CHUNK, WIDGETS } from '../rollup.config.mjs';
import { DECLARATIONS } from '../rollup.types.config.mjs';
import { classicLoader } from './classic-loader.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
rmSync(DECLARATIONS, { recursive: true, force: true });
// The public surface from its tables: generated types, dist-readme.md's tables, custom-elements.json.
await build({
  entryPoints: ['scripts/surface/cli.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: '.tmp/surface.mjs',
  logLevel: 'warning',
});
run('node', ['.tmp/surface.mjs']);
run('npx', ['rollup', '--config', 'rollup.config.mjs', '--silent']);
// What the first paint needs, then React, which takes the screen over
// (docs/decisions/0253-react-fetched-at-the-browsers-priority.md).
const preloads = [SHARED_CHUNK, REACT_CHUNK];
for (const tag of WIDGETS) writeFileSync(`dist/${tag}.js`, classicLoader(tag, preloads));
// Declarations only: `npm run typecheck` has checked the types (half the build's time otherwise).
run('npx', ['tsc', '-p', 'tsconfig.types.json', '--noCheck']);
run('npx', ['rollup', '--config', 'rollup.types.config.mjs', '--silent']);
rmSync(DECLARATIONS, { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
copyFileSync('dist-readme.md', 'dist/README.md');
console.log(
  'Built dist/: esm/ (with drinking-check.d.ts, unit-calculator.d.ts, types.d.ts), drinking-check.js and unit-calculator.js (classic loaders), README.md, custom-elements.json',
);
