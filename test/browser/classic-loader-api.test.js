// The classic loader with an API: the answer checks, the network, analytics and sign-in code come
// from the ES build beside it, as an ES page loads them
// (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md).
import { expect } from '@esm-bundle/chai';
import { openPage, waitFor } from './helpers.js';

const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64({ alg: 'none' })}.${b64({ name: 'Ann Smith', extension_DateOfBirth: '1990-01-01', extension_Sex: 'Female' })}.sig`;

describe('classic loader with an API', () => {
  let frame;
  afterEach(() => frame?.remove());

  it('loads the answer checks, network and analytics code from the ES build and shows the remote copy', async () => {
    frame = await openPage('/test/browser/fixtures/classic-loader-api.html');
    const win = frame.contentWindow;
    const heading = () => win.document.querySelector('drinking-check')?.shadowRoot?.querySelector('h1')?.textContent;
    await waitFor(() => heading() === 'Remote title', 'the remote dictionary text', 10000);
    const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    const chunk = (name) => loaded.some((path) => new RegExp(`^/dist/esm/chunks/${name}-[\\w-]+\\.js$`).test(path));
    expect(loaded.filter((path) => path.startsWith('/dist/') && !path.startsWith('/dist/esm/'))).to.deep.equal([
      '/dist/drinking-check.js',
    ]);
    expect(chunk('platform\\.api\\.responses'), 'the answer checks').to.equal(true);
    expect(chunk('platform\\.api\\.network'), 'the network code').to.equal(true);
    expect(chunk('platform\\.analytics\\.after-first-screen'), 'the analytics code').to.equal(true);
    await waitFor(() => win.dataLayer?.some((entry) => entry.event === 'page_view'), 'the first page view in the dataLayer');
  });

  it("embedded: takes the app's token through the sign-in service from the ES build", async () => {
    // An app speaks once it has heard `ready` (docs/decisions/0210-ready-before-any-other-message.md).
    let ready = false;
    const hear = (event) => (ready ||= event.data?.type === 'ready' && event.source === frame?.contentWindow);
    window.addEventListener('message', hear);
    frame = await openPage('/test/browser/fixtures/platform-embedded.html?classic');
    const win = frame.contentWindow;
    await waitFor(() => ready, 'the ready message');
    window.removeEventListener('message', hear);
    frame.contentWindow.postMessage({ access_token: TOKEN }, '*');
    await waitFor(() => win.signInChanges.length > 0, 'sign-in change');
    expect(win.signInChanges).to.deep.equal([{ signedIn: true }]);
    const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(loaded).to.include('/dist/drinking-check.js');
    expect(loaded.some((path) => /^\/dist\/esm\/chunks\/platform\.auth\.auth-service-[\w-]+\.js$/.test(path))).to.equal(true);
  });
});
