import { expect } from '@esm-bundle/chai';
import { openPage, waitFor } from './helpers.js';

const rendered = (win, tag) => win.document.querySelector(tag)?.shadowRoot?.querySelector('h1');
const signInRequests = (win) =>
  win.performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => /sign-in/.test(path));
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('sign-in code on demand', () => {
  let frame;
  afterEach(() => frame?.remove());

  for (const build of ['esm', 'classic']) {
    it(`downloads no sign-in code when web-login is off (${build})`, async () => {
      frame = await openPage(`/test/browser/fixtures/platform-${build}-anonymous.html`);
      const win = frame.contentWindow;
      await waitFor(() => rendered(win, 'drinking-check') && rendered(win, 'unit-calculator'), 'both widgets');
      await settle();
      expect(signInRequests(win)).to.deep.equal([]);
      expect(win.recorded.errors).to.deep.equal([]);
    });

    it(`downloads the sign-in code, once, when web-login is on (${build})`, async () => {
      frame = await openPage(`/test/browser/fixtures/platform-${build}-sign-in.html`);
      const win = frame.contentWindow;
      await waitFor(() => rendered(win, 'drinking-check'), 'the widget');
      const requests = await waitFor(() => signInRequests(win).length > 0 && signInRequests(win), 'the sign-in file');
      await settle();
      expect(signInRequests(win)).to.deep.equal(requests);
      expect(requests).to.have.length(1);
      expect(requests[0]).to.match(/^\/dist\/esm\/chunks\/[\w.-]*sign-in[\w.-]*\.js$/);
      expect(win.recorded.errors).to.deep.equal([]);
      // No stored account: the widget carries on signed out, and the page keeps working.
      expect(rendered(win, 'drinking-check').textContent).to.not.equal('');
    });
  }
});
