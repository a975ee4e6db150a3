// The one-file script checks the API's answers with api-checks.js, loaded from beside the script
// with the first answer (docs/decisions/0155-api-checks-beside-the-one-file-scripts.md); its network,
// analytics and sign-in code come from the folder beside it (0201, 0205).
import { expect } from '@esm-bundle/chai';
import { openPage, waitFor } from './helpers.js';

const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64({ alg: 'none' })}.${b64({ name: 'Ann Smith', extension_DateOfBirth: '1990-01-01', extension_Sex: 'Female' })}.sig`;

describe('one-file script with an API', () => {
  let frame;
  afterEach(() => frame?.remove());

  it('loads the answer checks from beside the script and shows the remote copy', async () => {
    frame = await openPage('/test/browser/fixtures/one-file-api.html');
    const win = frame.contentWindow;
    const heading = () => win.document.querySelector('drinking-check')?.shadowRoot?.querySelector('h1')?.textContent;
    await waitFor(() => heading() === 'Remote title', 'the remote dictionary text', 10000);
    const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(loaded).to.include('/dist/api-checks.js');
    // Besides the later screens, fetched when idle from their own folder (one-file-screens.test.js).
    const besideScript = loaded.filter(
      (path) => path.endsWith('.js') && path.startsWith('/dist/') && !path.startsWith('/dist/drinking-check-screens/'),
    );
    expect(besideScript).to.deep.equal(['/dist/drinking-check.js', '/dist/api-checks.js']);
    const fromFolder = loaded.filter((path) => path.startsWith('/dist/drinking-check-screens/'));
    expect(
      fromFolder.some((path) => /\/network-[\w-]+\.js$/.test(path)),
      'the network code',
    ).to.equal(true);
    expect(
      fromFolder.some((path) => /\/after-first-screen-[\w-]+\.js$/.test(path)),
      'the analytics code',
    ).to.equal(true);
    await waitFor(() => win.dataLayer?.some((entry) => entry.event === 'page_view'), 'the first page view in the dataLayer');
  });

  it("embedded: takes the app's token through the sign-in service beside the script", async () => {
    frame = await openPage('/test/browser/fixtures/platform-embedded.html?one-file');
    const win = frame.contentWindow;
    await waitFor(() => win.document.querySelector('drinking-check')?.shadowRoot?.querySelector('h1'), 'the widget');
    frame.contentWindow.postMessage({ access_token: TOKEN }, '*');
    await waitFor(() => win.signInChanges.length > 0, 'sign-in change');
    expect(win.signInChanges).to.deep.equal([{ signedIn: true }]);
    const loaded = win.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(loaded.some((path) => /^\/dist\/drinking-check-screens\/auth-service-[\w-]+\.js$/.test(path))).to.equal(true);
  });
});
