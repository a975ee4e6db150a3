// Finds a Chromium or Chrome to test with: CHROME_PATH first, then the usual install paths.
// On Debian as root with none found, installs the chromium package with apt-get; otherwise
// stops with a message that says what to install.
import { existsSync } from 'node:fs';
import { findOrInstall } from './debian-packages.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/**
 * The flags that let headless Chromium run as root on a machine with no outside network. The
 * last one stops Chromium's own omnibox popup pages (WebUI, several hundred internal files) from
 * loading in every new window: measured in scripts/bench, they competed with the page under test
 * for the CPU during its first render.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];

const found = () => [process.env.CHROME_PATH, ...CANDIDATES].find((path) => path && existsSync(path));

export function findChromium() {
  const path = findOrInstall(found, ['chromium']);
  if (path) return path;
  console.error(
    'The browser tests need Chromium or Google Chrome. Install one (Debian/Ubuntu: `apt-get install chromium`) ' +
      'or set CHROME_PATH to its executable.',
  );
  process.exit(1);
}

// `node scripts/find-chromium.mjs` prints the path (installing Chromium first where it can).
if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
