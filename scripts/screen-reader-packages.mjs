// What the screen-reader walk needs (docs/testing-with-a-screen-reader.md), from Debian's packages,
// installed with apt-get on Debian as root when missing, as the browsers are (engines.mjs). Orca is
// pinned to its Debian 12 line: the walk matches the words Orca 43 says, and another version words
// some things otherwise. Firefox ESR and WebKitGTK come from engines.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findOrInstall } from './debian-packages.mjs';

export const ORCA_LINE = '43.';
export const SCREEN_READER_PACKAGES = [
  `orca=${ORCA_LINE}*`,
  'speech-dispatcher=0.11.*',
  'python3-pyatspi',
  'xdotool',
  'dbus-daemon',
  'xvfb',
];
// Debian's own Python: Orca's modules are in its dist-packages, not in another Python on the PATH.
const PYTHON = '/usr/bin/python3';
const PROGRAMS = [
  PYTHON,
  '/usr/bin/orca',
  '/usr/bin/speech-dispatcher',
  '/usr/bin/xdotool',
  '/usr/bin/dbus-daemon',
  '/usr/bin/Xvfb',
];

const installedVersion = (name) => {
  try {
    return execFileSync('dpkg-query', ['-W', '-f', '${Version}', name], { encoding: 'utf8' });
  } catch {
    return undefined;
  }
};

/** { python, versions } once Orca and the rest are there; throws with what to install otherwise. */
export function findOrca() {
  const found = () => PROGRAMS.every((path) => existsSync(path)) && installedVersion('orca')?.startsWith(ORCA_LINE);
  if (!findOrInstall(found, SCREEN_READER_PACKAGES, { recommends: false }))
    throw new Error(
      `The screen-reader walk needs Orca ${ORCA_LINE}x and speech-dispatcher, xdotool, python3-pyatspi, dbus and Xvfb ` +
        `(Debian 12: apt-get install --no-install-recommends ${SCREEN_READER_PACKAGES.join(' ')}).`,
    );
  const versions = Object.fromEntries(
    ['orca', 'speech-dispatcher', 'at-spi2-core', 'firefox-esr', 'libwebkit2gtk-4.1-0'].map((name) => [
      name,
      installedVersion(name),
    ]),
  );
  return { python: PYTHON, versions };
}
