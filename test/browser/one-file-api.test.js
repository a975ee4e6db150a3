// The one-file script checks the API's answers with api-checks.js, loaded from beside the script
// with the first answer (docs/decisions/0155-api-checks-beside-the-one-file-scripts.md).
import { expect } from '@esm-bundle/chai';
import { openPage, waitFor } from './helpers.js';

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
  });
});
