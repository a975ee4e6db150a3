// The classic loaders on a page whose policy trusts scripts by nonce ('strict-dynamic') and
// requires Trusted Types (docs/decisions/0211-one-build-es-modules-and-classic-loaders.md, 0212):
// the loaders, the ES build they import, its chunks and the first screen drawn before React all
// run with no violation. Trusted Types are Chromium's; the other engines check the nonce alone.
import { expect } from '@esm-bundle/chai';
import { activate, waitForHeading } from './calculator-helpers.js';
import { onScreen, resetCheckSession, tabToButton, press } from './check-helpers.js';
import { openPage, resetUrl, waitFor } from './helpers.js';

const PAGE = '/test/browser/fixtures/csp-classic.html';

describe('classic loaders under a nonce-based policy with Trusted Types', () => {
  let frame;
  let win;
  const widget = (tag) => win.document.querySelector(tag);

  before(async () => {
    resetUrl();
    resetCheckSession();
    frame = await openPage(PAGE);
    win = frame.contentWindow;
    await waitFor(
      () => ['drinking-check', 'unit-calculator'].every((tag) => widget(tag)?.shadowRoot?.querySelector('h1')),
      'both widgets',
    );
    win.focus();
  });
  after(() => {
    frame?.remove();
    resetCheckSession();
  });

  it('serves the nonce policy, and the loaders preload the shared chunk under the same nonce', async () => {
    const policy = (await fetch(PAGE)).headers.get('Content-Security-Policy');
    expect(policy).to.contain("script-src 'nonce-aa-test-nonce' 'strict-dynamic'");
    expect(policy).to.contain("require-trusted-types-for 'script'");
    const preload = win.document.querySelector('link[rel=modulepreload]');
    expect(new URL(preload.href).pathname).to.equal('/dist/esm/chunks/shared.js');
    expect(preload.nonce).to.equal('aa-test-nonce');
  });

  it('goes on to later screens, whose chunks load, with no violation', async () => {
    const check = widget('drinking-check');
    await tabToButton(check, 'Begin the Drinking Check');
    await press('Enter');
    await onScreen(check, 'How old are you?');
    const calculator = widget('unit-calculator');
    await activate(calculator, 'Calculate single drinks');
    await waitForHeading(calculator, 'What did you drink?');
    // The test server injects a script of its own into every page, without the nonce.
    const ours = win.cspViolations.filter((violation) => !violation.blocked.includes('__web-dev-server'));
    expect(JSON.stringify(ours)).to.equal('[]');
  });
});
