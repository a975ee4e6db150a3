// `npm run build`: the ES modules and one-file scripts (rollup), the type declarations (tsc)
// and the integrators' README, all into dist/.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });

rmSync('dist', { recursive: true, force: true });
run('npx', ['rollup', '--config', 'rollup.config.mjs', '--silent']);
run('npx', ['tsc', '-p', 'tsconfig.types.json']);
mkdirSync('dist', { recursive: true });
copyFileSync('dist-readme.md', 'dist/README.md');
console.log('Built dist/: esm/, drinking-check.js, unit-calculator.js, types/, README.md');
