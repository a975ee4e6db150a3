// Finds a program, and on Debian as root installs the packages that bring it when it is missing
// (the test tools cannot download browsers here: find-chromium.mjs, engines.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const isDebianRoot = () => existsSync('/etc/debian_version') && process.getuid?.() === 0;

/** `find()`'s answer, after installing `packages` where it found nothing and can install; else undefined. */
export function findOrInstall(find, packages) {
  const path = find();
  if (path || !isDebianRoot()) return path;
  console.log(`Installing the Debian packages ${packages.join(', ')}...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return find();
}
