// A @web/test-runner plugin for the e2e tests: starts the servers of `npm start` (startDemo from
// demo/serve.mjs) on free ports with a throwaway database and the fault switch on, and gives the
// tests server commands to switch the API's faults, stop and start it, read its database, and
// drive demo pages opened as their own browser tabs (the pages run on other origins than the
// test page).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../../demo/serve.mjs';

/** Helper functions available to every snippet run in a page (see in-page.js). */
const IN_PAGE = readFileSync(new URL('./in-page.js', import.meta.url), 'utf8');

/** The JS run in a page: the helpers, then the test's function applied to its JSON arguments. */
const snippet = (source, args = []) => `(() => {\n${IN_PAGE}\nreturn (${source})(...${JSON.stringify(args)});\n})()`;

/** Runs first in every document of an opened tab, frames included. */
function recordUnhandledErrors() {
  const seen = (globalThis.__e2eUnhandled = []);
  addEventListener('error', (event) => seen.push(String(event.message)));
  addEventListener('unhandledrejection', (event) =>
    seen.push(`Unhandled rejection: ${String(event.reason?.message ?? event.reason)}`),
  );
}

export function demoPlugin() {
  let demo;
  let folder;
  let nextId = 1;
  /** id -> { page, pageErrors, consoleErrors } */
  const tabs = new Map();

  const tab = (id) => {
    const found = tabs.get(id);
    if (!found) throw new Error(`No open demo page ${id}`);
    return found;
  };

  /** The main frame, or the first frame whose URL contains `frame`. */
  const frameOf = ({ page }, frame) => {
    if (!frame) return page.mainFrame();
    const found = page.frames().find((f) => f.url().includes(frame));
    if (!found)
      throw new Error(
        `No frame with "${frame}" in its URL (frames: ${page
          .frames()
          .map((f) => f.url())
          .join(', ')})`,
      );
    return found;
  };

  const commands = {
    'e2e-demo': () => ({ pagesOrigin: demo.pagesOrigin, otherPagesOrigin: demo.otherPagesOrigin, apiOrigin: demo.apiOrigin }),

    /** { fault?: mode, up?: boolean }: the API's fault mode, and whether it listens at all. */
    'e2e-api': async ({ fault, up } = {}) => {
      if (fault !== undefined) demo.api.setFault(fault);
      if (up === false) await demo.stopApi();
      if (up === true) await demo.startApi();
      return { fault: demo.api.fault(), up: demo.api.server.listening };
    },

    /** What the API stored and saw: every assessment (with how it arrived), usage rows, feedback, the request log. */
    'e2e-db': async () => ({
      assessments: await demo.api.store.storedAssessments(),
      usage: await demo.api.store.calculatorUsage(),
      feedback: await demo.api.store.storedFeedback(),
      requests: demo.api.requests.slice(),
    }),

    /** Opens a demo page (a path on the pages origin, or a full URL) in a new tab of the test's browser. */
    'e2e-open': async ({ path, width = 1024, height = 768 }, session) => {
      const testPage = session.browser.getPage(session.id);
      const page = await testPage.browserContext().newPage();
      const record = { page, testPage, pageErrors: [], consoleErrors: [] };
      page.on('pageerror', (error) => record.pageErrors.push(String(error?.message ?? error)));
      page.on('console', (message) => message.type() === 'error' && record.consoleErrors.push(message.text()));
      // 'pageerror' misses frames on other origins (the WebView's widget): each frame records its own.
      await page.evaluateOnNewDocument(recordUnhandledErrors);
      await page.setViewport({ width, height });
      await page.bringToFront();
      await page.goto(path.startsWith('http') ? path : `${demo.pagesOrigin}${path}`, { waitUntil: 'load' });
      const id = nextId++;
      tabs.set(id, record);
      return { id, url: page.url() };
    },

    'e2e-eval': ({ id, frame, source, args }) => frameOf(tab(id), frame).evaluate(snippet(source, args)),

    /** Waits until the function returns a truthy value; returns that value. */
    'e2e-wait': async ({ id, frame, source, args, timeout = 10000, what = 'condition' }) => {
      const target = frameOf(tab(id), frame);
      try {
        const handle = await target.waitForFunction(snippet(source, args), { timeout, polling: 50 });
        return await handle.jsonValue();
      } catch (problem) {
        const now = await target.evaluate(snippet('() => widgetsNow()')).catch(() => 'unreadable');
        throw new Error(
          `Timed out after ${timeout} ms waiting for ${what}. Widgets now: ${JSON.stringify(now)}. (${problem.message.split('\n')[0]})`,
        );
      }
    },

    /** Real key presses through the browser: { press } a key, { type } text. */
    'e2e-keys': async ({ id, press, type }) => {
      const { page } = tab(id);
      // Firefox's keyboard (WebDriver BiDi) names the space bar ' '; Chromium takes either.
      if (press) await page.keyboard.press(press === 'Space' ? ' ' : press);
      if (type) await page.keyboard.type(type);
      return true;
    },

    /**
     * Presses Tab (Shift+Tab with back) until the focused element inside <tag> has this
     * accessible name (or one matching `namePattern`) and is of this `kind` (an input type such
     * as 'radio', or an element name); returns what has focus. Fails after `max` presses.
     */
    'e2e-tab-to': async ({ id, frame, tag, name, namePattern, kind, back = false, max = 60 }) => {
      const record = tab(id);
      const matches = (focused) =>
        (!kind || focused.type === kind || focused.tag === kind) &&
        (namePattern ? new RegExp(namePattern).test(focused.name) : name === undefined || focused.name === name);
      const seen = [];
      for (let i = 0; i <= max; i += 1) {
        const focused = await frameOf(record, frame).evaluate(snippet('(tag) => focusedIn(tag)', [tag]));
        if (focused && matches(focused)) return focused;
        seen.push(focused?.name ?? '(outside the widget)');
        if (back) await record.page.keyboard.down('Shift');
        await record.page.keyboard.press('Tab');
        if (back) await record.page.keyboard.up('Shift');
      }
      throw new Error(
        `Tab never reached ${kind ?? ''} "${namePattern ?? name ?? ''}" in <${tag}>; focus went: ${seen.slice(-12).join(' | ')}`,
      );
    },

    /** Uncaught exceptions and unhandled rejections of the page and its frames, and its console errors. */
    'e2e-errors': async ({ id }) => {
      const { page, pageErrors, consoleErrors } = tab(id);
      const inFrames = await Promise.all(
        page
          .frames()
          .filter((frame) => frame !== page.mainFrame())
          .map((frame) => frame.evaluate(() => globalThis.__e2eUnhandled ?? []).catch(() => [])),
      );
      return { pageErrors: [...pageErrors, ...inFrames.flat()], consoleErrors };
    },

    'e2e-close': async ({ id }) => {
      const record = tabs.get(id);
      tabs.delete(id);
      if (!record) return true;
      await record.page.close();
      await record.testPage.bringToFront().catch(() => undefined);
      return true;
    },
  };

  return {
    name: 'e2e-demo',
    async serverStart() {
      folder = mkdtempSync(join(tmpdir(), 'e2e-demo-'));
      demo = await startDemo({ port: 0, apiPort: 0, dataDir: join(folder, 'pglite'), faults: true });
    },
    async serverStop() {
      await demo?.close();
      if (folder) rmSync(folder, { recursive: true, force: true });
    },
    async executeCommand({ command, payload, session }) {
      const run = commands[command];
      if (!run) return undefined;
      if (session.browser.type !== 'puppeteer')
        throw new Error('The e2e tests drive their demo tabs through puppeteer (Chromium, Firefox).');
      // An answer of undefined or null would mean "not handled": wrap every answer.
      return { value: (await run(payload ?? {}, session)) ?? null };
    },
  };
}
