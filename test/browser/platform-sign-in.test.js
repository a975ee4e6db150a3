import { expect } from '@esm-bundle/chai';
import { holdsFor, openPage, waitFor } from './helpers.js';

const rendered = (win, tag) => win.document.querySelector(tag)?.shadowRoot?.querySelector('h1');
const signInRequests = (win) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /sign-in/.test(path));
/**
 * How long a test watches for a sign-in file that must not come (or not come again): what a widget
 * loads after its first screen it asks for when the browser is next idle (src/ui/when-idle.ts),
 * which on this quiet page is at once, and the file then takes a moment.
 */
const WATCH_MS = 500;

describe('sign-in code on demand', () => {
  let frame;
  afterEach(() => frame?.remove());

  for (const build of ['esm', 'classic']) {
    it(`downloads no sign-in code when web-login is off (${build})`, async () => {
      frame = await openPage(`/test/browser/fixtures/platform-${build}-anonymous.html`);
      const win = frame.contentWindow;
      await waitFor(() => rendered(win, 'drinking-check') && rendered(win, 'unit-calculator'), 'both widgets');
      await holdsFor(() => signInRequests(win).length === 0, 'no sign-in code downloaded', WATCH_MS);
      expect(win.recorded.errors).to.deep.equal([]);
    });

    it(`downloads the sign-in code, once, when web-login is on (${build})`, async () => {
      frame = await openPage(`/test/browser/fixtures/platform-${build}-sign-in.html`);
      const win = frame.contentWindow;
      await waitFor(() => rendered(win, 'drinking-check'), 'the widget');
      const requests = await waitFor(() => signInRequests(win).length > 0 && signInRequests(win), 'the sign-in file');
      expect(requests).to.have.length(1);
      await holdsFor(() => signInRequests(win).length === 1, 'the sign-in code downloaded once', WATCH_MS);
      expect(requests[0]).to.match(/^\/dist\/esm\/chunks\/[\w.-]*sign-in[\w.-]*\.js$/);
      expect(win.recorded.errors).to.deep.equal([]);
      // No stored account: the widget carries on signed out, and the page keeps working.
      expect(rendered(win, 'drinking-check').textContent).to.not.equal('');
    });
  }
});
