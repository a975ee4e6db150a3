// Issue 14, finding 6: a quiet, useful console. One warning per kind of problem per element,
// outside values cut to 100 characters, and a word when an embedded widget cannot talk to its app.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import { captureWarnings, holdsFor, mount, openPage, resetUrl, waitFor } from './helpers.js';

describe('the console of a widget', () => {
  let holder;
  let frame;
  beforeEach(() => resetUrl());
  afterEach(() => {
    holder?.remove();
    holder = undefined;
    frame?.remove();
    frame = undefined;
  });

  it('cuts a rejected attribute to 100 characters, and warns once however often the host sets one', async () => {
    const capture = captureWarnings();
    try {
      let widgets;
      ({ holder, widgets } = await mount('<drinking-check routing="memory"></drinking-check>'));
      const long = `<b>${'x'.repeat(10_055)}</b>`;
      widgets[0].setAttribute('brand', long);
      for (let i = 0; i < 50; i += 1) widgets[0].setAttribute('brand', `<i>${i}</i>`);
      // The words of a problem load when there is one (docs/decisions/0231): by then every change has been told.
      await waitFor(() => widgets[0].settingsProblems.length, 'the problem told');
    } finally {
      capture.restore();
    }
    expect(capture.warnings).to.have.length(1);
    expect(capture.warnings[0]).to.equal(
      `<drinking-check>: ignored brand="<b>${'x'.repeat(97)}… (10062 characters)", which is longer than the 100 characters brand takes; using the default instead. Use letters, digits, spaces and _.&'()- only, up to 100.`,
    );
  });

  it('logs one line per kind for 2000 ignored messages', async () => {
    frame = await openPage('/test/browser/fixtures/embedded-check.html');
    const win = frame.contentWindow;
    await waitFor(() => win.document.querySelector('drinking-check')?.shadowRoot?.querySelector('h1'), 'the widget');
    // From the frame itself (not its parent), then from the parent in a shape the widget does not know.
    // Each source's messages arrive in the order posted: once its last one is in, so are the rest.
    const lastIn = new Set();
    win.addEventListener('message', (event) => lastIn.add(event.data?.last));
    const script = win.document.createElement('script');
    script.textContent =
      "for (let i = 0; i < 2000; i += 1) postMessage({ access_token: 'stray-message-' + i }, '*'); postMessage({ last: 'frame' }, '*');";
    win.document.body.append(script);
    for (let i = 0; i < 2000; i += 1) win.postMessage({ unexpected: `stray-message-${i}` }, '*');
    win.postMessage({ last: 'parent' }, '*');
    await waitFor(() => lastIn.has('frame') && lastIn.has('parent'), 'the last message from each source');
    const ignored = win.recorded.warnings.filter((w) => /ignored a message/i.test(w));
    expect(ignored.length, 'lines').to.equal(2);
    expect(ignored).to.deep.equal([
      '<drinking-check>: ignored a message that did not come from the parent window (and any more like it).',
      '<drinking-check>: ignored a message from the parent with an unexpected shape (and any more like it).',
    ]);
    expect(win.recorded.warnings.join(' ')).to.not.contain('stray-message');
  });

  it('says when it is embedded without parent-origin, and does not wait 15 s for a token it cannot receive', async () => {
    frame = await openPage('/test/browser/fixtures/embedded-check.html?no-parent-origin&auto_login=true');
    const win = frame.contentWindow;
    const check = () => win.document.querySelector('drinking-check');
    await waitFor(() => check()?.shadowRoot?.querySelector('h1'), 'the widget');
    expect(win.recorded.warnings.filter((w) => w.includes('parent-origin'))).to.deep.equal([
      '<drinking-check>: embedded without parent-origin: no messages to or from the app (set parent-origin to its origin).',
    ]);
    // That it never says it is getting ready or checking the sign-in: those words show as it starts.
    await holdsFor(() => !check().shadowRoot.querySelector('.dc-waiting')?.textContent, 'no waiting words', 200);
  });
});
