// A page with both widgets asks the dictionary for each key once, and each widget only for its
// own keys (issue 28: 16 requests carried 562 keys, 281 different).
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { apiState, resetApi } from './fake-api.js';
import { mount, resetUrl, waitFor } from './helpers.js';

describe('the dictionary on a page with both widgets', () => {
  let holder;
  afterEach(() => {
    holder?.remove();
    resetUrl();
  });

  it('asks for each key once, the Drinking Check for no calculator key and the calculator for no check key', async () => {
    const { origin } = await resetApi();
    ({ holder } = await mount(
      `<drinking-check api-base="${origin}" loader-duration="0"></drinking-check><unit-calculator api-base="${origin}"></unit-calculator>`,
    ));
    const asked = async () => (await apiState()).log.filter((entry) => entry.path === '/content/v1/dictionary');
    const keysAsked = async () => (await asked()).flatMap((entry) => entry.keys);
    // The check's steps load when the page is idle, and their copy is asked for as they arrive.
    await waitFor(async () => {
      const keys = await keysAsked();
      return ['dc.overview.title', 'ucc.welcome.title', 'common.back', 'dc.step.back'].every((key) => keys.includes(key));
    }, "the first screens' keys and the check steps'");
    const keys = await keysAsked();
    const counts = new Map();
    keys.forEach((key) => counts.set(key, (counts.get(key) ?? 0) + 1));
    expect(
      [...counts].filter(([, count]) => count > 1).map(([key]) => key),
      'keys asked twice',
    ).to.deep.equal([]);
    expect(keys, "each widget's first-screen keys").to.include.members(['dc.overview.title', 'ucc.welcome.title']);
    expect(
      keys.filter((key) => !/^(dc|ucc|common)\./.test(key)),
      'keys of no widget',
    ).to.deep.equal([]);
  });
});
