// Issue 14, finding 5: addresses and figures from outside, in real Chromium against the fake API.
import { expect } from '@esm-bundle/chai';
import '/dist/esm/drinking-check.js';
import '/dist/esm/unit-calculator.js';
import { activate, waitForHeading } from './calculator-helpers.js';
import { apiState, checksAtQuestionThree, READY_TO_SAVE, resetApi } from './fake-api.js';
import { captureWarnings, holdsFor, mount, resetUrl, waitFor } from './helpers.js';

/** Whether the fake API has seen no request that `test` picks. */
const noRequest = (test) => async () => !(await apiState()).log.some(test);

describe('addresses and figures from outside', () => {
  let holder;
  let console_;
  beforeEach(() => {
    resetUrl();
    sessionStorage.clear();
    console_ = captureWarnings();
  });
  afterEach(async () => {
    console_.restore();
    holder?.remove();
    holder = undefined;
    sessionStorage.clear();
    resetUrl();
    await resetApi();
  });

  it('never links the Drinking Check prompt to another site when drinking-check-url is "/\\evil.example/x"', async () => {
    let widgets;
    ({ holder, widgets } = await mount(
      '<unit-calculator routing="memory" drinking-check-url="/\\evil.example/x"></unit-calculator>',
    ));
    const [calculator] = widgets;
    expect(calculator.drinkingCheckUrl, 'refused: as if unset').to.equal(undefined);
    await activate(calculator, 'Calculate single drinks');
    await waitForHeading(calculator, 'What did you drink?');
    await activate(calculator, 'Add one pint of beer');
    await activate(calculator, 'Calculate');
    await waitForHeading(calculator, 'Your results');
    const offSite = [...calculator.shadowRoot.querySelectorAll('a[href]')].filter((a) => new URL(a.href).host === 'evil.example');
    expect(offSite).to.deep.equal([]);
    expect(console_.warnings).to.deep.equal([
      '<unit-calculator>: ignored drinking-check-url="/\\evil.example/x"; using the default instead. Use a /path on this site or a full https:// address.',
    ]);
  });

  for (const [what, base] of [
    ['a query', (origin) => `${origin}/?key=1`],
    ['a fragment', (origin) => `${origin}/#api`],
    ['a user and password', (origin) => origin.replace('//', '//user:password@')],
  ]) {
    it(`refuses an api-base with ${what} with one warning, instead of failing every call`, async () => {
      const { origin } = await resetApi();
      ({ holder } = await mount(`<unit-calculator routing="memory" api-base="${base(origin)}"></unit-calculator>`));
      // That no call follows: with an api-base the copy is asked for as the element starts.
      await holdsFor(
        noRequest(() => true),
        'no call made to a broken address',
        300,
      );
      expect(console_.warnings).to.have.length(1);
      expect(console_.warnings[0]).to.match(
        /^<unit-calculator>: ignored api-base=".*"; using the default instead\. Use a full https:\/\/ address, with no query or fragment\.$/,
      );
    });
  }

  it('shows neither a remote link off this site nor an article whose link is not https or a path here', async () => {
    const { origin } = await resetApi([
      { path: '/content/v1/dictionary', body: [{ Key: 'dc.results.advice.low.1.link', Value: '/\\evil.example/advice' }] },
      {
        path: '/search/v1/',
        // With one article that may show: once it shows, the answer has been read.
        body: {
          value: [
            { Content: 'Evil article', Url: '/\\evil.example/binge', ImageUrl: '/media/binge.jpg', ReadTime: 3 },
            { Content: 'Safe article', Url: '/advice/binge', ImageUrl: '/media/binge.jpg', ReadTime: 3 },
          ],
        },
      },
    ]);
    let widgets;
    ({ holder, widgets } = await checksAtQuestionThree(['links'], `api-base="${origin}"`));
    const [check] = widgets;
    // Monthly bingeing (score 2): still the early exit, and a binge drinker gets an article.
    const label = [...check.shadowRoot.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Monthly');
    label.click();
    await waitFor(() => check.shadowRoot.querySelector('.cards a'), 'the advice cards', 5000);
    await waitFor(() => check.shadowRoot.textContent.includes('Safe article'), 'the article that may show');
    const hrefs = [...check.shadowRoot.querySelectorAll('a[href]')].map((a) => a.href);
    expect(hrefs.filter((href) => href.includes('evil.example'))).to.deep.equal([]);
    expect(check.shadowRoot.textContent).to.not.contain('Evil article');
    // One kind of problem (a link from the API off this site): one line.
    expect(console_.warnings.filter((w) => w.includes('API'))).to.deep.equal([
      "<drinking-check>: ignored the API's text for dc.results.advice.low.1.link: a link must be https or a path on this site.",
    ]);
  });

  it("drops a popular drink whose figures are outside the spec's limits, with one warning", async () => {
    const good = { Name: 'Test lager', Abv: 4, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 227 };
    const { origin } = await resetApi([
      {
        path: '/data/v1/calories',
        body: { Drinks: [good, { ...good, Name: 'Negative ale', Abv: -40 }, { ...good, Name: 'Endless spirit', Abv: 1e308 }] },
      },
    ]);
    let widgets;
    ({ holder, widgets } = await mount(`<unit-calculator routing="memory" api-base="${origin}"></unit-calculator>`));
    const [calculator] = widgets;
    await activate(calculator, 'Calculate single drinks');
    await waitForHeading(calculator, 'What did you drink?');
    await waitFor(() => calculator.shadowRoot.textContent.includes('Test lager'), 'the API drinks');
    expect(calculator.shadowRoot.textContent).to.not.contain('Negative ale');
    expect(calculator.shadowRoot.textContent).to.not.contain('Endless spirit');
    expect(console_.warnings.filter((w) => w.includes('from the API'))).to.have.length(1);
  });

  it('does not resume the questions of a session whose age is under 18 (finding 3), and saves nothing', async () => {
    const { origin } = await resetApi();
    sessionStorage.setItem(
      'aa:dc-young:check',
      JSON.stringify({ ...READY_TO_SAVE, profile: { ...READY_TO_SAVE.profile, age: 11 } }),
    );
    history.replaceState(null, '', `${location.pathname}#dc-young=/drinking-check/question-three`);
    let widgets;
    ({ holder, widgets } = await mount(`<drinking-check id="young" loader-duration="0" api-base="${origin}"></drinking-check>`));
    await waitFor(() => widgets[0].route === '/overview', 'the overview: an under-18 session does not resume the questions');
    // That no save follows: one would leave as the element starts on the saved answers.
    await holdsFor(
      noRequest((r) => r.method === 'POST' && r.path.startsWith('/tools')),
      'no save sent',
      200,
    );
  });
});
