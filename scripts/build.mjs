// `npm run build`: the ES modules and one-file scripts (rollup), the declarations for hosts (tsc,
// then rolled up into one file per entry) and the integrators' README, all into dist/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { DECLARATIONS } from '../rollup.types.config.mjs';

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
run('npx', ['tsc', '-p', 'tsconfig.types.json']);
run('npx', ['rollup', '--config', 'rollup.types.config.mjs', '--silent']);
rmSync(DECLARATIONS, { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
copyFileSync('dist-readme.md', 'dist/README.md');
console.log(
  'Built dist/: esm/ (with drinking-check.d.ts, unit-calculator.d.ts, types.d.ts), drinking-check.js, unit-calculator.js, README.md, custom-elements.json',
);
