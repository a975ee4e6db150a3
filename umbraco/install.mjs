// Installs Umbraco's backoffice and what it imports into umbraco/node_modules, from this folder's
// own lockfile, apart from the widgets' packages (docs/decisions/0301-the-umbraco-package-tried-in-umbracos-own-editor.md);
// nothing to do when it was installed from this lockfile. `npm run test:umbraco` calls it first;
// .ci/run runs it (`node umbraco/install.mjs`) beside the widgets' own `npm ci`, so that CI's
// download is not made while the tests load both cores.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ownNpmEnv } from '../scripts/run-child.mjs';

const INSTALLED = 'umbraco/node_modules/.installed-from';

/** Runs `npm ci` in umbraco/ unless it was installed from this lockfile; says whether it ran. */
export function installUmbraco() {
  const lock = createHash('sha256').update(readFileSync('umbraco/package-lock.json')).digest('hex');
  if (existsSync(INSTALLED) && readFileSync(INSTALLED, 'utf8') === lock) return false;
  // Umbraco 17 asks for Node 22 and runs its browser code on Node 20's npm: npm warns, and installs.
  // npm here as in a shell: not the settings of an `npm test` that runs this.
  execFileSync('npm', ['ci', '--prefix', 'umbraco', '--no-audit', '--no-fund', '--loglevel=error'], {
    stdio: 'inherit',
    env: ownNpmEnv(),
  });
  writeFileSync(INSTALLED, lock);
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installUmbraco();
