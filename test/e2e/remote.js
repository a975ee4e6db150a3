// The test side of the e2e plugin (demo-plugin.mjs): the demo servers and the demo pages, which
// open in their own tabs on the demo origins and are driven with real key presses.
import { executeServerCommand } from '@web/test-runner-commands';

const command = async (name, payload) => (await executeServerCommand(name, payload)).value;

/** { pagesOrigin, otherPagesOrigin, apiOrigin } of the servers `npm start` runs. */
export const demoAddresses = () => command('e2e-demo');

/** Switches the API's fault mode ('none', '503', '503-once', '429', '500', 'slow', 'malformed'). */
export const setFault = (fault) => command('e2e-api', { fault });

/** Stops (false) or restarts (true) the API: while stopped nothing listens on its port. */
export const setApiUp = (up) => command('e2e-api', { up });

/** What the API has stored and seen: { assessments, usage, requests }. */
export const apiDatabase = () => command('e2e-db');

/** Polls the API's database until `check(database)` holds. */
export async function waitForDatabase(what, check, timeout = 10000) {
  const start = Date.now();
  for (;;) {
    const database = await apiDatabase();
    if (check(database)) return database;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A demo page in its own tab. Page functions run inside it, with the helpers of in-page.js. */
export class DemoPage {
  constructor(id, frame) {
    this.id = id;
    this.frame = frame;
  }

  static async open(path, viewport = {}) {
    const { id } = await command('e2e-open', { path, ...viewport });
    return new DemoPage(id);
  }

  /** The same tab, with page functions run in the frame whose URL contains `urlPart`. */
  inFrame(urlPart) {
    return new DemoPage(this.id, urlPart);
  }

  /** Runs `fn(...args)` in the page (or frame); fn must stand alone: it is sent as source. */
  run(fn, ...args) {
    return command('e2e-eval', { id: this.id, frame: this.frame, source: fn.toString(), args });
  }

  /** Waits until `fn(...args)` is truthy in the page; returns its value. */
  waitFor(what, fn, args = [], timeout = 10000) {
    return command('e2e-wait', { id: this.id, frame: this.frame, source: fn.toString(), args, timeout, what });
  }

  press(key) {
    return command('e2e-keys', { id: this.id, frame: this.frame, press: key });
  }

  type(text) {
    return command('e2e-keys', { id: this.id, frame: this.frame, type: text });
  }

  /**
   * Tabs until the focused control in <tag> is called `name` (a string, a RegExp, or undefined
   * for any) and, with options.kind, is that kind ('radio', 'input', 'button'...).
   */
  tabTo(tag, name, options = {}) {
    const wanted = name instanceof RegExp ? { namePattern: name.source } : { name };
    return command('e2e-tab-to', { id: this.id, frame: this.frame, tag, ...wanted, ...options });
  }

  /** { pageErrors, consoleErrors } seen in the tab so far. */
  errors() {
    return command('e2e-errors', { id: this.id });
  }

  close() {
    return command('e2e-close', { id: this.id });
  }
}
