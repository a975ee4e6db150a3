import { existsSync } from 'node:fs';

// Which browser test files each engine runs (docs/decisions/0251-browser-tests-in-two-lanes.md).
// Chromium runs every file. Firefox and WebKit run the files whose outcome can differ between
// engines, or that an issue asks to see in every engine: each group below says why. A file left
// out is one whose subject is the widgets' own logic, already proved in Chromium, and whose
// engine-dependent parts (keys, layout, messages, storage) a file here covers.
// EVERY_FILE_IN_EVERY_ENGINE=1 runs every file in every engine (before a release).

const EVERY_ENGINE = [
  // Amounts typed and tapped into totals, which each engine's input once read differently (every
  // score and band: check-bands in Chromium; the same results in all three: test/engines/).
  'calculator-single',
  'calculator-weekly',
  // The keys a person presses, which each engine turns into events its own way.
  'keyboard-sweep',
  'radios-and-checkboxes',
  'check-journeys',
  // The element and its first screen, whatever the host page does and whenever its scripts run.
  'first-screen',
  'first-screen-hosts',
  'elements',
  'attributes',
  'isolation',
  'ready-event',
  'settings-problems',
  'bounded-work',
  'cms-tolerance',
  'host-embedding',
  // Messages between the widget and an app or a parent page, the sign-in they carry, and the
  // host page's history, which WebKit limits.
  'history-limit',
  'platform-embedded',
  'token-lifecycle',
  'app-top-level',
  // Saves: each engine ends a page (pagehide, keepalive) and retries a request its own way.
  'save-faults',
  'save-outbox',
  // What a strict Content-Security-Policy allows differs between engines.
  'csp',
  'csp-classic',
  'csp-blocked',
  // The rich-text editors, which each engine's editing and clipboard events drive differently.
  'cms-editors',
  'cms-form',
  'cms-tinymce6',
  'cms-tinymce7',
  'cms-tinymce8',
  'cms-ckeditor5',
  'cms-tiptap',
  // Layout: the host matrix, large text and the smallest phone, laid out by each engine; and the
  // page's move after Begin, which each engine's scroll anchoring could add to.
  'host-matrix',
  'check-phone-fit',
  'check-phone-steps',
  'check-layout',
  'calculator-layout',
];

/** Left out of one engine's ordinary run: WebKit's host matrix runs in the large-text run. */
const NOT_IN = { webkit: ['host-matrix'] };

/**
 * Chromium's files that spend their time waiting (on deadlines, retries' back-offs, a token's
 * renewal) rather than computing go first: they take little longer beside the other lane and the
 * second group of `npm test` than alone, and they leave the files that compute for the end, when
 * Chromium's lane runs alone. In alphabetical order they came last, and CI's two cores sat mostly
 * idle for the last minute of the run.
 */
const CHROMIUM_WAITING_FIRST = ['waits', 'web-sign-in', 'save-faults', 'token-lifecycle'];

const pathsOf = (names) => {
  const files = names.map((name) => `test/browser/${name}.test.js`);
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`test/browser/engine-files.mjs names files that are not there: ${missing.join(', ')}`);
  return files;
};

/**
 * The files `engine` runs, in order, as @web/test-runner globs (a file a glob repeats runs once,
 * where it came first); a name above with no file stops the run.
 */
export function browserTestFiles(engine) {
  if (process.env.EVERY_FILE_IN_EVERY_ENGINE) return ['test/browser/**/*.test.js'];
  if (engine === 'chromium') return [...pathsOf(CHROMIUM_WAITING_FIRST), 'test/browser/**/*.test.js'];
  return pathsOf(EVERY_ENGINE.filter((name) => !(NOT_IN[engine] ?? []).includes(name)));
}
