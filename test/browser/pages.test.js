import { expect } from '@esm-bundle/chai';
import { openPage, waitFor } from './helpers.js';

const renderedHeading = (doc, tag) => doc.querySelector(tag)?.shadowRoot?.querySelector('h1')?.textContent;

describe('whole pages', () => {
  let frame;
  afterEach(() => frame?.remove());

  it("shows the Drinking Check on the README's first page (demo/first.html)", async () => {
    frame = await openPage('/demo/first.html');
    await waitFor(() => renderedHeading(frame.contentWindow.document, 'drinking-check'), "the README's first page");
  });

  it('keeps working when the classic loader is included twice, beside the ES entry, with no warning or error', async () => {
    frame = await openPage('/test/browser/fixtures/classic-loader-twice.html');
    const win = frame.contentWindow;
    await waitFor(() => renderedHeading(win.document, 'drinking-check'), 'drinking check');
    await waitFor(() => renderedHeading(win.document, 'unit-calculator'), 'calculator');
    expect(win.recorded.errors).to.deep.equal([]);
    // Every way in imports the one ES entry, which a page runs once: nothing is defined twice.
    expect(win.recorded.warnings.filter((w) => w.includes('already defined'))).to.deep.equal([]);
    expect(win.document.querySelector('drinking-check').shadowRoot.querySelectorAll('.widget')).to.have.length(1);
  });

  it('comes back on the same screens after a reload', async () => {
    frame = await openPage('/test/browser/fixtures/reload.html');
    let win = frame.contentWindow;
    await waitFor(() => renderedHeading(win.document, 'drinking-check'), 'first render');
    const tab = [...win.document.querySelector('drinking-check').shadowRoot.querySelectorAll('button')].find(
      (b) => b.textContent === 'Drinking Check',
    );
    tab.click();
    await waitFor(() => win.location.hash.includes('dc=/overview/drinking-check'), 'route in the hash');
    await new Promise((resolve) => {
      frame.addEventListener('load', resolve, { once: true });
      win.location.reload();
    });
    win = frame.contentWindow;
    await waitFor(() => renderedHeading(win.document, 'drinking-check'), 'render after reload');
    expect(win.location.hash).to.contain('dc=/overview/drinking-check');
    expect(win.document.querySelector('drinking-check').route).to.equal('/overview/drinking-check');
    await waitFor(
      () => renderedHeading(win.document, 'unit-calculator') === 'What would you like to work out?',
      'calculator after reload',
    );
  });
});
