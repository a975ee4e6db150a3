// The three browser engines the tests run in, from Debian's packages (docs/testing-in-three-engines.md):
//   chromium  /usr/bin/chromium, through puppeteer-core (DevTools protocol);
//   firefox   /usr/bin/firefox-esr, through puppeteer-core over WebDriver BiDi;
//   webkit    WebKitGTK's MiniBrowser, through WebKitWebDriver (a WebDriver classic session: version
//             2.50 refuses BiDi) under a virtual X display, as Safari and iOS WebViews share WebKit.
// On Debian as root a missing package is installed with apt-get, as find-chromium.mjs does.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:net';
import { findOrInstall } from './debian-packages.mjs';
import { CHROMIUM_ARGS, findChromium } from './find-chromium.mjs';
import { findOrca } from './screen-reader-packages.mjs';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

/** The engines a run asks for: `ENGINES=firefox,webkit`, or all three. */
export function enginesWanted() {
  const asked = (process.env.ENGINES ?? '').split(',').map((name) => name.trim().toLowerCase());
  const known = asked.filter((name) => ENGINES.includes(name));
  return known.length ? known : ENGINES;
}

function ensurePackages(find, packages) {
  const path = findOrInstall(find, packages);
  if (!path) throw new Error(`The browser tests need the Debian packages ${packages.join(', ')}: install them.`);
  return path;
}

export const findFirefox = () =>
  ensurePackages(
    () => [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find((p) => p && existsSync(p)),
    ['firefox-esr'],
  );

function miniBrowser() {
  const lib = '/usr/lib/x86_64-linux-gnu';
  const candidates = existsSync(lib)
    ? readdirSync(lib)
        .filter((name) => /^webkit2?gtk-[\d.]+$/.test(name))
        .sort()
        .reverse()
        .map((name) => `${lib}/${name}/MiniBrowser`)
    : [];
  return [process.env.MINIBROWSER_PATH, ...candidates].find((p) => p && existsSync(p));
}

export function findWebKit() {
  const driver = () => ['/usr/bin/WebKitWebDriver'].find((p) => existsSync(p));
  const found = () => driver() && miniBrowser() && existsSync('/usr/bin/Xvfb') && driver();
  ensurePackages(found, ['webkit2gtk-driver', 'xvfb']);
  return { driver: driver(), browser: miniBrowser() };
}

/** `count` free ports of 127.0.0.1, all different: each is held until all are found. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

const children = new Set();
process.on('exit', () => children.forEach((child) => child.kill()));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    console.error(`Ended by ${signal}, sent to process ${process.pid} (${process.argv.slice(1, 3).join(' ')})`);
    process.exit(130);
  });

function startChild(command, args, env) {
  const child = spawn(command, args, { env, stdio: 'ignore' });
  children.add(child);
  // It does not keep the process alive: it is ended when the process exits.
  child.unref();
  return child;
}

/** Waits until something accepts connections on the port. */
async function listening(port, what) {
  for (let tries = 0; tries < 100; tries += 1) {
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start on port ${port}`);
}

let display;

/** A virtual X display for MiniBrowser (a real window: WebKitGTK has no headless mode), one a process. */
async function virtualDisplay() {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  display ??= startDisplay();
  return display;
}

async function startDisplay() {
  for (let number = 90 + (process.pid % 50); number < 200; number += 1) {
    if (existsSync(`/tmp/.X11-unix/X${number}`) || existsSync(`/tmp/.X${number}-lock`)) continue;
    startChild('/usr/bin/Xvfb', [`:${number}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env);
    for (let tries = 0; tries < 50 && !existsSync(`/tmp/.X11-unix/X${number}`); tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    return `:${number}`;
  }
  throw new Error('No free X display number for Xvfb');
}

/**
 * MiniBrowser's settings file for a default text size: it takes WebKitSettings from a key file
 * (`--config`), as the reader's text-size setting would set `default-font-size`.
 */
function miniBrowserTextSize(px) {
  const file = join(tmpdir(), `minibrowser-text-${px}px.ini`);
  writeFileSync(file, `[websettings]\ndefault-font-size=${px}\n`);
  return `--config=${file}`;
}

/**
 * What MiniBrowser runs with, in the browser tests and the screen-reader walk: without accelerated
 * compositing. On a machine with no GPU its compositor thread draws through Mesa's software GL,
 * which crashed MiniBrowser once under CI's load; the tests read the DOM, its layout and what Orca
 * reads, which compositing does not change (docs/decisions/0251-browser-tests-in-two-lanes.md).
 */
export const MINIBROWSER_ENV = { WEBKIT_DISABLE_COMPOSITING_MODE: '1' };

/**
 * Starts WebKitWebDriver on a virtual display; the options for a WebDriver classic session. With
 * `textPx`, MiniBrowser starts with that default text size.
 */
export async function startWebKitDriver({ textPx } = {}) {
  const { driver, browser } = findWebKit();
  const [port] = await freePorts(1);
  const env = { ...process.env, DISPLAY: await virtualDisplay(), ...MINIBROWSER_ENV };
  const child = startChild(driver, [`--port=${port}`], env);
  await listening(port, 'WebKitWebDriver');
  const options = {
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    capabilities: {
      browserName: 'MiniBrowser',
      'wdio:enforceWebDriverClassic': true,
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': { binary: browser, args: ['--automation', ...(textPx ? [miniBrowserTextSize(textPx)] : [])] },
    },
  };
  // `stop()` ends this driver (not passed to webdriverio: not enumerable).
  Object.defineProperty(options, 'stop', { value: () => (child.kill(), children.delete(child)) });
  return options;
}

/**
 * The launcher, its sessions' failures written out at once: @web/test-runner holds its console
 * output and flushes it now and then, so an error that stops it went unprinted when it exited.
 */
function sayingFailures(launcher) {
  for (const name of ['startSession', 'stopSession']) {
    const call = launcher[name].bind(launcher);
    launcher[name] = (...args) =>
      call(...args).catch((error) => {
        process.stderr.write(`\n${launcher.name}: ${name} failed: ${error?.stack ?? error}\n`);
        throw error;
      });
  }
  return launcher;
}

/**
 * The @web/test-runner launcher of one engine. `textPx` starts Firefox or WebKit with that default
 * text size, as a reader's text-size setting does (Chromium sets it over DevTools during a test:
 * test/browser/text-size.js).
 */
export async function launcher(engine, { chromiumArgs = [], textPx } = {}) {
  const { chromeLauncher, puppeteerCore } = await import('@web/test-runner-chrome');
  if (engine === 'chromium' && textPx) throw new Error('Chromium sets its text size over DevTools during a test.');
  if (engine === 'chromium')
    return chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: [...CHROMIUM_ARGS, ...chromiumArgs] },
    });
  if (engine === 'firefox')
    return chromeLauncher({
      puppeteer: puppeteerCore,
      // The stand-in identity provider's certificate is made at start (Chromium is told to trust
      // it through DevTools; Firefox and WebKit accept it from the start).
      launchOptions: {
        browser: 'firefox',
        executablePath: findFirefox(),
        headless: true,
        acceptInsecureCerts: true,
        ...(textPx && { extraPrefsFirefox: { 'font.size.variable.x-western': textPx, 'font.size.variable.x-unicode': textPx } }),
      },
    });
  if (engine === 'webkit') {
    const { webdriverLauncher } = await import('@web/test-runner-webdriver');
    return sayingFailures(webdriverLauncher(await startWebKitDriver({ textPx })));
  }
  throw new Error(`Unknown engine ${engine}`);
}

// `node scripts/engines.mjs` prints each engine's browser, and the screen reader the walk listens
// with (installing the Debian packages where it can).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`chromium ${findChromium()}`);
  console.log(`firefox  ${findFirefox()}`);
  const { driver, browser } = findWebKit();
  console.log(`webkit   ${browser} (${driver}, under Xvfb)`);
  const { versions } = findOrca();
  console.log(
    `orca     ${versions.orca} (speech-dispatcher ${versions['speech-dispatcher']}, at-spi2-core ${versions['at-spi2-core']})`,
  );
}
