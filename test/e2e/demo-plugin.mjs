// A @web/test-runner plugin for the e2e tests: starts the servers of `npm start` (startDemo from
// demo/serve.mjs) on free ports with a throwaway database and the fault switch on, and gives the
// tests server commands to switch the API's faults, stop and start it, read its database, and
// drive demo pages opened as their own browser tabs (the pages run on other origins than the
// test page).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemo } from '../../demo/serve.mjs';
import { openPuppeteerTab, openWebDriverTab } from './demo-tabs.mjs';

/** Helper functions available to every snippet run in a page (see in-page.js). */
const IN_PAGE = readFileSync(new URL('./in-page.js', import.meta.url), 'utf8');

/** The JS run in a page: the helpers, then the test's function applied to its JSON arguments. */
const snippet = (source, args = []) => `(() => {\n${IN_PAGE}\nreturn (${source})(...${JSON.stringify(args)});\n})()`;

export function demoPlugin() {
  let demo;
  let folder;
  let nextId = 1;
  /** id -> an open demo tab (demo-tabs.mjs) */
  const tabs = new Map();

  const tab = (id) => {
    const found = tabs.get(id);
    if (!found) throw new Error(`No open demo page ${id}`);
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

    /** Opens a demo page (a path on the pages origin, or a full URL) in a tab of its own (demo-tabs.mjs). */
    'e2e-open': async ({ path, width = 1024, height = 768 }, session) => {
      const url = path.startsWith('http') ? path : `${demo.pagesOrigin}${path}`;
      const opened =
        session.browser.type === 'webdriver'
          ? await openWebDriverTab(url, { width, height })
          : await openPuppeteerTab(session, url, { width, height });
      const id = nextId++;
      tabs.set(id, opened);
      return { id, url: opened.url };
    },

    'e2e-eval': ({ id, frame, source, args }) => tab(id).evaluate(frame, snippet(source, args)),

    /** Waits until the function returns a truthy value; returns that value. */
    'e2e-wait': async ({ id, frame, source, args, timeout = 10000, what = 'condition' }) => {
      const opened = tab(id);
      const start = Date.now();
      for (;;) {
        const value = await opened.evaluate(frame, snippet(source, args));
        if (value) return value;
        if (Date.now() - start > timeout) {
          const now = await opened.evaluate(frame, snippet('() => widgetsNow()')).catch(() => 'unreadable');
          throw new Error(`Timed out after ${timeout} ms waiting for ${what}. Widgets now: ${JSON.stringify(now)}.`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    /** Real key presses through the browser: { press } a key, { type } text. */
    'e2e-keys': async ({ id, frame, press, type }) => {
      if (press) await tab(id).press(press, { frame });
      if (type) await tab(id).type(type, { frame });
      return true;
    },

    /**
     * Presses Tab (Shift+Tab with back) until the focused element inside <tag> has this
     * accessible name (or one matching `namePattern`) and is of this `kind` (an input type such
     * as 'radio', or an element name); returns what has focus. Fails after `max` presses.
     */
    'e2e-tab-to': async ({ id, frame, tag, name, namePattern, kind, back = false, max = 60 }) => {
      const opened = tab(id);
      const matches = (focused) =>
        (!kind || focused.type === kind || focused.tag === kind) &&
        (namePattern ? new RegExp(namePattern).test(focused.name) : name === undefined || focused.name === name);
      const seen = [];
      for (let i = 0; i <= max; i += 1) {
        const focused = await opened.evaluate(frame, snippet('(tag) => focusedIn(tag)', [tag]));
        if (focused && matches(focused)) return focused;
        seen.push(focused?.name ?? '(outside the widget)');
        await opened.press('Tab', { shift: back, frame });
      }
      throw new Error(
        `Tab never reached ${kind ?? ''} "${namePattern ?? name ?? ''}" in <${tag}>; focus went: ${seen.slice(-12).join(' | ')}`,
      );
    },

    /** Uncaught exceptions and unhandled rejections of the page and its frames, and its console errors. */
    'e2e-errors': ({ id }) => tab(id).errors(),

    'e2e-close': async ({ id }) => {
      const opened = tabs.get(id);
      tabs.delete(id);
      await opened?.close();
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
      // An answer of undefined or null would mean "not handled": wrap every answer.
      return { value: (await run(payload ?? {}, session)) ?? null };
    },
  };
}
