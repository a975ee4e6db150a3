// Finds a program, and on Debian as root installs the packages that bring it when it is missing
// (the test tools cannot download browsers here: find-chromium.mjs, engines.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isDebianRoot = () => existsSync('/etc/debian_version') && process.getuid?.() === 0;

/** The package lists are fetched once a process: the engines' four installs asked four times. */
let listsFetched = false;

/**
 * `find()`'s answer, after installing `packages` (names, or `name=version` with `*` for any
 * point release) where it found nothing and can install; else undefined. `recommends: false`
 * leaves out the packages they only recommend.
 */
export function findOrInstall(find, packages, { recommends = true } = {}) {
  const path = find();
  if (path || !isDebianRoot()) return path;
  console.log(`Installing the Debian packages ${packages.join(', ')}...`);
  if (!listsFetched) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  listsFetched = true;
  const options = recommends ? [] : ['--no-install-recommends'];
  execFileSync('apt-get', ['install', '-y', '-qq', ...options, ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return find();
}
