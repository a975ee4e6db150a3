// A desktop of the test's own for Orca to read a browser in, started and stopped by the test
// (docs/testing-with-a-screen-reader.md): a virtual X display (Xvfb), a D-Bus session bus (which
// starts the accessibility bus, at-spi2, when Orca asks for it), speech-dispatcher with a module
// that writes what it is given to a file instead of sounding it, Orca, and the browser. Every
// program runs in a process group of its own and in folders of this run only, so two runs on one
// machine do not meet, and stop() ends each group it started whose leader still runs, by its id.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFirefox, findWebKit, MINIBROWSER_ENV } from '../../scripts/engines.mjs';
import { findOrca } from '../../scripts/screen-reader-packages.mjs';
import { Transcript } from './transcript.mjs';

const LAUNCHER = join(import.meta.dirname, 'orca-launcher.py');

/** Orca's defaults, but for the key echo ("tab", "shift"): what the page says is what is tested. */
const ORCA_SETTINGS = { enableKeyEcho: false, enableBraille: false };

async function until(what, check, timeout = 15000) {
  for (const start = Date.now(); !check();) {
    if (Date.now() - start > timeout) throw new Error(`The screen-reader desktop: timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function freeDisplay() {
  for (let number = 300 + (process.pid % 200); number < 600; number += 1)
    if (!existsSync(`/tmp/.X11-unix/X${number}`) && !existsSync(`/tmp/.X${number}-lock`)) return number;
  throw new Error('No free X display number for Xvfb');
}

/** The speech-dispatcher set-up: its generic module "speaks" by appending each text to a file. */
function speechDispatcherConfig(folder, heardFile) {
  const config = join(folder, 'speech-dispatcher');
  mkdirSync(join(config, 'modules'), { recursive: true });
  writeFileSync(
    join(config, 'modules', 'to-file.conf'),
    [`GenericExecuteSynth "printf '%s\\\\n' \\'$DATA\\' >> ${heardFile}"`, 'AddVoice "en" "MALE1" "to-file"', ''].join('\n'),
  );
  // No sound card here: ALSA's null device takes the (empty) audio the module is set up with.
  writeFileSync(
    join(config, 'speechd.conf'),
    [
      'AddModule "to-file" "sd_generic" "to-file.conf"',
      'DefaultModule to-file',
      'LanguageDefaultModule "en" "to-file"',
      'AudioOutputMethod "alsa"',
      'AudioALSADevice "null"',
      '',
    ].join('\n'),
  );
  return config;
}

// A profile of the run's own: no first-run pages, no updates or reports, nothing from outside.
const FIREFOX_PREFS = {
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'browser.newtabpage.enabled': false,
  'browser.tabs.warnOnClose': false,
  'browser.sessionstore.resume_from_crash': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'extensions.update.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
};

/**
 * Signals the process group `child` leads, while it runs. This machine's process ids go up to
 * 32768 and come round again within minutes under the browser tests: once its leader has ended,
 * its id may lead another program's group.
 */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Resolves once the child has ended, or after `ms`. */
const endedWithin = (child, ms) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(resolve, ms);
    child.once('exit', () => resolve(clearTimeout(timer)));
  });

/**
 * Each browser has the display to itself, so that nothing else holds the keyboard or Orca's eye:
 * a MiniBrowser opened beside a Firefox window once left Orca on Firefox's, and Tab unheard. Under
 * CI's load a Firefox told to end was still running, and had the keys, once MiniBrowser opened:
 * the next browser waits for it to end (killed after 10 s).
 */
async function closeBrowsers(groups) {
  for (const browser of groups.filter((child) => child.browser)) {
    signalGroup(browser, 'SIGTERM');
    browser.browser = undefined;
    await endedWithin(browser, 10000);
    signalGroup(browser, 'SIGKILL');
  }
}

/**
 * Opens the page in a new tab: by starting Firefox when it is not running, then by asking the
 * running one (Firefox's remote control, over this desktop's session bus). A new tab starts with
 * its own sessionStorage, so each walk starts afresh.
 */
async function openFirefox({ folder, env, start, url, groups }) {
  const profile = join(folder, 'firefox');
  if (!existsSync(profile)) {
    mkdirSync(profile);
    const prefs = Object.entries(FIREFOX_PREFS).map(
      ([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`,
    );
    writeFileSync(join(profile, 'user.js'), prefs.join('\n') + '\n');
  }
  if (groups.some((child) => child.browser === 'firefox')) {
    // Hands the tab to the running Firefox and ends; kept track of, so that it is closed with it.
    const remote = start(findFirefox(), ['--profile', profile, '--new-tab', url], env);
    remote.browser = 'firefox remote';
    return remote;
  }
  await closeBrowsers(groups);
  const firefox = start(findFirefox(), ['--profile', profile, url], env);
  firefox.browser = 'firefox';
  return firefox;
}

/**
 * A MiniBrowser of its own for each page, any other browser closed first. With no window manager,
 * its window is given the keyboard by xdotool (Firefox takes it by itself); resolves once it has.
 * The search names a pattern (`--name ''`, any window of the pid): without one, xdotool took
 * `windowfocus` for the pattern and failed at once, unheard: MiniBrowser had the keyboard only when
 * X gave it by itself.
 */
async function openMiniBrowser({ env, start, url, groups }) {
  await closeBrowsers(groups);
  const child = start(findWebKit().browser, [url], { ...env, ...MINIBROWSER_ENV });
  child.browser = 'webkit';
  const focus = ['search', '--sync', '--onlyvisible', '--pid', String(child.pid), '--name', '', 'windowfocus', '--sync'];
  const giveKeyboard = () =>
    new Promise((resolve) =>
      execFile('xdotool', focus, { env, timeout: 20000 }, (error, stdout, stderr) =>
        resolve(error && (stderr.trim() || error.message)),
      ),
    );
  for (let attempt = 1; ; attempt += 1) {
    const failure = await giveKeyboard();
    if (!failure) return child;
    if (attempt === 3) throw new Error(`xdotool could not give MiniBrowser's window the keyboard in 3 tries: ${failure}`);
  }
}

/**
 * Starts the desktop and Orca; `open(browser, url)` then starts Firefox ESR or WebKitGTK's
 * MiniBrowser on the page. Returns { transcript, env, open, stop }.
 */
export async function startDesktop() {
  const { python } = findOrca();
  const folder = mkdtempSync(join(tmpdir(), 'screen-reader-'));
  const groups = [];
  const start = (command, args, env) => {
    const child = spawn(command, args, { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk) => (child.errors = ((child.errors ?? '') + chunk).slice(-4000)));
    groups.push(child);
    return child;
  };
  const endAll = (signal) => groups.forEach((child) => signalGroup(child, signal));
  // A run stopped by Ctrl+C or a timeout ends its desktop too.
  const onExit = () => endAll('SIGKILL');
  const onSignal = () => process.exit(130);
  process.on('exit', onExit);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const stop = async () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    for (const child of [...groups].reverse()) signalGroup(child, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    endAll('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const display = freeDisplay();
    start('/usr/bin/Xvfb', [`:${display}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env);
    await until('the X display', () => existsSync(`/tmp/.X11-unix/X${display}`));

    const runtime = join(folder, 'run');
    mkdirSync(runtime, { mode: 0o700 });
    const bus = join(folder, 'session-bus');
    const env = {
      ...process.env,
      DISPLAY: `:${display}`,
      DBUS_SESSION_BUS_ADDRESS: `unix:path=${bus}`,
      XDG_RUNTIME_DIR: runtime,
      XDG_CONFIG_HOME: join(folder, 'config'),
      XDG_DATA_HOME: join(folder, 'data'),
      XDG_CACHE_HOME: join(folder, 'cache'),
      HOME: join(folder, 'home'),
      SPEECHD_ADDRESS: `unix_socket:${join(runtime, 'speechd.sock')}`,
      LANG: 'C.UTF-8',
      // Firefox and GTK programs expose their accessibility tree to the at-spi bus.
      GNOME_ACCESSIBILITY: '1',
      NO_AT_BRIDGE: '0',
    };
    for (const name of ['config', 'data', 'cache', 'home']) mkdirSync(join(folder, name));
    start('dbus-daemon', ['--session', '--nofork', '--nopidfile', `--address=unix:path=${bus}`], env);
    await until('the D-Bus session bus', () => existsSync(bus));

    const heard = join(folder, 'speech-dispatcher.txt');
    const socket = join(runtime, 'speechd.sock');
    const config = speechDispatcherConfig(folder, heard);
    start('speech-dispatcher', ['--run-single', '--timeout', '0', '--config-dir', config, '--socket-path', socket], env);
    await until('speech-dispatcher', () => existsSync(socket));

    const transcript = new Transcript(join(folder, 'orca-speech.txt'), heard);
    const debugLog = process.env.SCREEN_READER_DEBUG ? [process.env.SCREEN_READER_DEBUG] : [];
    const screenReader = start(python, [LAUNCHER, transcript.file, JSON.stringify(ORCA_SETTINGS), ...debugLog], env);
    await transcript.until(/Screen reader on/, { what: 'Orca to start', timeout: 20000, process: screenReader });
    /** Where focus is, over AT-SPI: for a failed step's message. */
    const whereIsFocus = () =>
      new Promise((resolve) =>
        execFile(python, [join(import.meta.dirname, 'focused.py')], { env, timeout: 10000 }, (error, stdout) =>
          resolve(error ? `(AT-SPI: ${error.message})` : stdout.trim()),
        ),
      );
    const open = (browser, url) => (browser === 'webkit' ? openMiniBrowser : openFirefox)({ folder, env, start, url, groups });
    return { transcript, env, open, whereIsFocus, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
