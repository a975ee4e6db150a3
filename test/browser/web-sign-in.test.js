// Issue 17, item 1: web sign-in with the real sign-in library (@azure/msal-browser) against a
// stand-in B2C identity provider on https://127.0.0.1 (identity-provider-plugin.mjs). The page is
// a top-level window (the library refuses to redirect a frame): it leaves for the provider and
// comes back with a code in its address, as on a real site.
import { expect } from '@esm-bundle/chai';
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

/** The provider's answers, without the configuration reads. */
const steps = (log) => log.filter((e) => e.endpoint !== 'openid-configuration').map((e) => [e.endpoint, e.policy, e.grant, e.prompt, e.answer].filter(Boolean).join(' '));

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
  const button = (name) => [...(check()?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent.trim() === name);
  const address = () => {
    try {
      return win.location.href;
    } catch {
      return 'elsewhere';
    }
  };

  async function open(route = '/overview') {
    const { origin } = await resetApi(SUBSCRIBED);
    win = window.open(`${PAGE}?idp=${encodeURIComponent(host)}&api=${encodeURIComponent(origin)}#dc=${route}`, 'web-sign-in');
    await waitFor(() => button('Sign in'), 'the Sign in button', 10000);
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
    const call = await until(async () => (await apiState()).log.slice(seen).find((r) => r.path === '/content/v1/dictionary'), 'a copy request');
    expect(call.bearer).to.equal(`Bearer ${issued}`);
  });
});
