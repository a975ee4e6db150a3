// Issue 17, item 1: web sign-in with the real sign-in library (@azure/msal-browser) against a
// stand-in B2C identity provider on https://127.0.0.1 (identity-provider-plugin.mjs). The page is
// a top-level window (the library refuses to redirect a frame): it leaves for the provider and
// comes back with a code in its address, as on a real site.
import { expect } from '@esm-bundle/chai';
import { sendMouse } from '@web/test-runner-commands';
import { apiState, resetApi } from './fake-api.js';
import { waitFor } from './helpers.js';
import { distrustProvider, endSession, providerLog, resetProvider, trustProvider } from './identity-provider.js';

const PAGE = '/test/browser/fixtures/web-sign-in.html';
const SIGNED_IN = 'You are signed in as Ann Smith.';
/** Polls an async check (the servers' logs). */
async function until(check, what, timeout = 10000) {
  const start = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let windowsOpened = 0;

/**
 * Opens the page in its own window from a real tap, as a person's click would: WebKit blocks a
 * window opened by a script without one. Each window has a new name: the previous test's window
 * may still be closing, and a name it holds would send the page there.
 */
async function openByTap(url) {
  windowsOpened += 1;
  const opener = document.body.appendChild(document.createElement('button'));
  opener.textContent = 'Open the sign-in page';
  let opened;
  opener.addEventListener('click', () => (opened = window.open(url, `web-sign-in-${windowsOpened}`)), { once: true });
  const box = opener.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
  await sendMouse({ type: 'move', position: [0, 0] });
  opener.remove();
  return opened;
}

/**
 * The copy request of the "someone I care about" role (its keys end '.someone') among the API's
 * requests after the first `seen`: the page's copy request at start may reach the server only
 * then on a loaded machine, sent before the sign-in had finished.
 */
const roleCopyRequest = (seen) =>
  until(
    async () =>
      (await apiState()).log
        .slice(seen)
        .find((r) => r.path === '/content/v1/dictionary' && r.keys?.some((key) => key.endsWith('.someone'))),
    "the role's copy request",
  );

/** The provider's answers, without the configuration reads. */
const steps = (log) =>
  log
    .filter((e) => e.endpoint !== 'openid-configuration')
    .map((e) => [e.endpoint, e.policy, e.grant, e.prompt, e.answer].filter(Boolean).join(' '));

const SUBSCRIBED = [{ path: '/users/v1/subscribe/status', body: { email: 'ann@example.org', status: 'ContactSubscribed' } }];

describe('web sign-in against a stand-in identity provider', function () {
  this.timeout(60000);
  let win;
  let host;

  /** The widget in the window, while the window shows our page (not the provider's). */
  const check = () => {
    try {
      return win.document.querySelector('drinking-check');
    } catch {
      return null; // the window is on the provider's origin
    }
  };
  const text = () => check()?.shadowRoot?.textContent ?? '';
  const button = (name) =>
    [...(check()?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === name);
  const address = () => {
    try {
      return win.location.href;
    } catch {
      return 'elsewhere';
    }
  };

  async function open(route = '/overview', extra = '') {
    const { origin } = await resetApi(SUBSCRIBED);
    win = await openByTap(`${PAGE}?idp=${encodeURIComponent(host)}&api=${encodeURIComponent(origin)}${extra}#dc=${route}`);
    await waitFor(() => button('Sign in'), 'the Sign in button', 20000);
    return origin;
  }

  async function signIn() {
    button('Sign in').click();
    await waitFor(() => text().includes(SIGNED_IN) && button('Sign out'), 'signed in, back from the provider', 20000);
  }

  before(async () => {
    ({ host } = await trustProvider());
  });
  after(async () => {
    await distrustProvider();
  });
  beforeEach(async () => {
    await resetProvider();
  });
  afterEach(() => {
    win?.close();
    win = undefined;
  });

  it('leaves for the provider and comes back signed in, on the same screen, with the token on API calls', async () => {
    await open();
    await signIn();
    const seen = (await apiState()).log.length;
    const log = await providerLog();
    // (The configuration is read again on the page's return: a new page, a new library.)
    expect(steps(log)).to.deep.equal(['authorize b2c_1_susi code', 'token b2c_1_susi authorization_code tokens']);
    expect(log[0].endpoint).to.equal('openid-configuration');
    const [authorize, exchange] = log.filter((e) => e.endpoint !== 'openid-configuration');
    expect(authorize.challengeMethod, 'PKCE').to.equal('S256');
    expect(authorize.prompt).to.equal(null);
    // Back on the screen it left, with the code gone from the address.
    expect(check().route).to.equal('/overview');
    expect(address()).to.not.match(/[?&](code|state)=/);
    expect(win.signInEvents).to.deep.equal([true]);
    expect(win.recorded.errors).to.deep.equal([]);

    // The token the provider issued goes with the API's calls: a change of role loads its copy.
    const issued = exchange.accessToken;
    [...check().shadowRoot.querySelectorAll('label')].find((l) => /someone/i.test(l.textContent)).click();
    const call = await roleCopyRequest(seen);
    expect(call.bearer).to.equal(`Bearer ${issued}`);
  });

  it('renews the token silently before it expires, and signs out when the provider needs the person again', async () => {
    // SPEC section 9: renewal starts 2 minutes before expiry, so a 122 s token is renewed within 2 s.
    await resetProvider({ accessTokenSeconds: 122 });
    await open();
    await signIn();
    const renewed = await until(
      async () => (await providerLog()).find((e) => e.grant === 'refresh_token' && e.answer === 'tokens'),
      'a renewal',
    );
    expect(text()).to.contain(SIGNED_IN);
    const seen = (await apiState()).log.length;
    [...check().shadowRoot.querySelectorAll('label')].find((l) => /someone/i.test(l.textContent)).click();
    const call = await roleCopyRequest(seen);
    // The renewed token, or a later one (renewals go on every 2 s here): never the first.
    const issued = (await providerLog()).filter((e) => e.accessToken).map((e) => e.accessToken);
    expect(issued.indexOf(call.bearer.replace('Bearer ', '')), 'a renewed token').to.be.greaterThan(0);
    expect(renewed.policy).to.equal('b2c_1_susi');

    // The session ends at the provider: the refresh token is refused, the library tries a hidden
    // frame with prompt=none, the provider answers AADB2C90077 (interaction required).
    await endSession();
    await waitFor(() => button('Sign in'), 'signed out, Sign in offered again', 15000);
    expect(text()).to.not.contain(SIGNED_IN);
    const log = await providerLog();
    expect(steps(log)).to.include('token b2c_1_susi refresh_token invalid_grant');
    expect(steps(log)).to.include('authorize b2c_1_susi none AADB2C90077');
    expect(win.signInEvents).to.deep.equal([true, false]);
    expect(win.recorded.warnings).to.include('Failed to retrieve access token');
    expect(win.recorded.errors).to.deep.equal([]);
  });

  it('keeps the person signed in across a reload, from the library cache, without leaving the page', async () => {
    await open();
    await signIn();
    const before = (await providerLog()).length;
    win.location.reload();
    await waitFor(() => text().includes(SIGNED_IN), 'signed in after the reload', 10000);
    expect((await providerLog()).slice(before).filter((e) => e.endpoint === 'authorize')).to.deep.equal([]);
  });

  it('sends a forgotten password (AADB2C90118) to the reset flow, and signs the person in from it', async () => {
    await resetProvider({ forgotPasswordOnce: true });
    await open();
    await signIn();
    expect(steps(await providerLog())).to.deep.equal([
      'authorize b2c_1_susi AADB2C90118',
      'authorize b2c_1_reset code',
      'token b2c_1_reset authorization_code tokens',
    ]);
  });

  it('signs out at the provider and comes back to the same screen, signed out', async () => {
    await open('/drinking-check');
    await signIn();
    win.beforeSignOut = true;
    button('Sign out').click();
    const logout = await until(async () => (await providerLog()).find((e) => e.endpoint === 'logout'), 'the provider sign-out');
    expect(new URL(logout.returnTo).hash).to.equal('#dc=/drinking-check');
    // Back from the provider: a new page, signed out, on the screen it left.
    await waitFor(() => check() && win.beforeSignOut === undefined && button('Sign in'), 'back, signed out', 10000);
    expect(check().route).to.equal('/drinking-check');
    expect(win.signInEvents).to.deep.equal([true, false]);
  });

  it('signs in from the results email form and, for a subscribed contact, emails the results by itself', async () => {
    await open('/overview/results-lower-risk-audit-c', '&finished');
    expect(text()).to.contain('Have an account? Sign in to fill in your name and email.');
    // Back from the provider, the form sends itself at once and its thanks take the place of the
    // signed-in line (Firefox gets there before a look at the line could).
    button('Sign in').click();
    await waitFor(() => text().includes('Thank you'), 'the results emailed', 20000);
    const { log } = await apiState();
    const token = (await providerLog()).find((e) => e.accessToken).accessToken;
    const status = log.find((r) => r.path === '/users/v1/subscribe/status');
    expect(status.bearer).to.equal(`Bearer ${token}`);
    const saves = (await apiState()).saves.map((save) => JSON.parse(save.body));
    expect(saves.at(-1)).to.include({
      name: 'Ann Smith',
      emailAddress: 'ann@example.org',
      emailMyResults: true,
      emailSubscriptionOptIn: true,
    });
  });
});
