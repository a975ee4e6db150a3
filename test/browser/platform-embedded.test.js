import { expect } from '@esm-bundle/chai';
import { openPage, waitFor } from './helpers.js';

const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64({ alg: 'none' })}.${b64({ name: 'Ann Smith', extension_DateOfBirth: '1990-01-01', extension_Sex: 'Female' })}.sig`;

describe('embedded in an app', () => {
  let frame;
  let win;
  let fromWidget;
  // The app's frame, from before it has loaded: Firefox holds a frame's load event until the
  // widget's React has arrived, so the widget may speak before openPage resolves.
  const onMessage = (event) => {
    if (event.source === (frame ?? document.querySelector('iframe'))?.contentWindow) fromWidget.push(event.data);
  };

  beforeEach(async () => {
    fromWidget = [];
    window.addEventListener('message', onMessage);
    frame = await openPage('/test/browser/fixtures/platform-embedded.html');
    win = frame.contentWindow;
    await waitFor(() => win.document.querySelector('drinking-check')?.shadowRoot?.querySelector('h1'), 'the widget');
  });

  afterEach(() => {
    window.removeEventListener('message', onMessage);
    frame.remove();
    frame = undefined;
  });

  it('tells the parent it is ready, with the exact origin', async () => {
    const ready = await waitFor(() => fromWidget.find((m) => m.type === 'ready'), 'ready message');
    expect(ready).to.deep.include({ source: 'alcohol-awareness', widget: 'dc' });
    expect(ready.detail.widget).to.equal('drinking-check');
  });

  it('ignores a token from a wrong source and a malformed payload, logging each kind once and no content, and takes the right one', async () => {
    // Each source's messages arrive in the order posted: once its last one is in, so are the rest.
    const lastIn = new Set();
    win.addEventListener('message', (event) => lastIn.add(event.data?.last));
    win.postToSelf({ access_token: TOKEN });
    win.postToSelf({ last: 'frame' });
    frame.contentWindow.postMessage({ accessToken: TOKEN }, '*');
    frame.contentWindow.postMessage({ access_token: 12345 }, '*');
    frame.contentWindow.postMessage({ last: 'parent' }, '*');
    await waitFor(() => lastIn.has('frame') && lastIn.has('parent'), 'the last message from each source');
    expect(win.signInChanges).to.deep.equal([]);
    expect(win.recorded.warnings.filter((w) => w.includes('ignored a message'))).to.have.length(2);
    expect(win.recorded.warnings.join(' ')).to.not.contain(TOKEN);

    frame.contentWindow.postMessage({ access_token: TOKEN }, '*');
    await waitFor(() => win.signInChanges.length > 0, 'sign-in change');
    expect(win.signInChanges).to.deep.equal([{ signedIn: true }]);
    expect(win.location.href).to.not.contain(TOKEN);
    expect(JSON.stringify(win.dataLayer ?? [])).to.not.contain(TOKEN);
  });

  it('ignores a token from a wrong origin', async () => {
    const child = win.document.createElement('iframe');
    child.setAttribute('sandbox', 'allow-scripts');
    child.srcdoc = `<script>parent.postMessage({ access_token: ${JSON.stringify(TOKEN)} }, '*')<\/script>`;
    win.document.body.append(child);
    await waitFor(() => win.recorded.warnings.some((w) => w.includes('origin not in parent-origin')), 'the warning');
    expect(win.signInChanges).to.deep.equal([]);
  });

  it('turns a link that leaves the widget into an openLink message, and the app opens it', async () => {
    const widget = win.document.querySelector('drinking-check');
    const opened = [];
    widget.addEventListener('dc-link-open', (event) => opened.push(event.detail.url));
    const link = win.document.createElement('a');
    link.href = 'https://www.example.org/support';
    link.textContent = 'Support';
    widget.shadowRoot.querySelector('.widget').append(link);
    link.click();
    const message = await waitFor(() => fromWidget.find((m) => m.type === 'openLink'), 'openLink message');
    expect(message.detail).to.deep.equal({ url: 'https://www.example.org/support' });
    expect(opened).to.deep.equal(['https://www.example.org/support']);
    expect(win.location.pathname).to.equal('/test/browser/fixtures/platform-embedded.html');
    link.remove();
  });
});
