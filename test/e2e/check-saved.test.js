import { expect } from '@esm-bundle/chai';
import { completeCheck, OVERVIEW_FROM_API, RESULTS_HEADING } from './journeys.js';
import { apiDatabase, demoAddresses, DemoPage, waitForDatabase } from './remote.js';

/** Option indexes of questions 1-10: scores 3, 2, 2, 1, 1, 0, 1, 1, 2 (yes, not last year), 4 (yes, last year). */
const ANSWERS = [3, 2, 2, 1, 1, 0, 1, 1, 1, 2];
/** The record the API must hold for those answers: total 17 is Higher, AUDIT-C (triage) 3 + 2 + 2. */
const EXPECTED_RECORD = {
  total: 17,
  triage: 7,
  frequency: 3,
  unitNumber: 2,
  bingeFrequency: 2,
  unableToStop: 1,
  expectation: 1,
  morning: 0,
  guilt: 1,
  memoryLoss: 1,
  injury: 2,
  relativeConcerned: 4,
  riskLevel: 'Higher',
  age: 34,
  sex: 0,
  genderMatchesBirth: 0,
  previousAlcoholAssessment: 1,
  campaign: 'article-demo',
};

/** A loader shows at least this long (`loader-duration`'s default, 0150), and longer only for its work. */
const LOADER_MINIMUM_MS = 300;

/**
 * GET /tools/v1/selfassessment from inside a demo page, as the saved-assessments page asks it: the
 * list needs the admin key, so the page server asks the API with it (ADMIN_LIST_PATH in demo/serve.mjs).
 */
const listUrl = (pagesOrigin) => `${pagesOrigin}/admin/tools/v1/selfassessment?page=1&resultsPerPage=20`;
const listSaved = (page, pagesOrigin) => page.run(async (url) => (await fetch(url)).json(), listUrl(pagesOrigin));

describe('e2e: a Drinking Check saved through the reference API', () => {
  let addresses;
  let page;
  before(async () => {
    addresses = await demoAddresses();
  });
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it('finishes a whole check by keyboard on the CMS article, stores it, lists it by GET and counts it by risk level', async () => {
    page = await DemoPage.open('/demo/article.html');
    await page.waitFor('the API copy of the overview heading', (t, h) => headingIn(t) === h, [
      'drinking-check',
      OVERVIEW_FROM_API,
    ]);
    const before = await listSaved(page, addresses.pagesOrigin);
    await page.run(() => {
      // The save's answer is timed below; the demo page's own files may have filled the default 250.
      performance.setResourceTimingBufferSize(1000);
      window.routesSeen = [];
      document
        .querySelector('drinking-check')
        .addEventListener('dc-route-change', (event) => window.routesSeen.push([performance.now(), event.detail.path]));
    });

    const result = await completeCheck(page, { age: '34', sex: 0, identity: 0, assessment: 1, answers: ANSWERS });
    expect(result).to.deep.equal({ heading: RESULTS_HEADING, level: 'Higher risk' });

    // With the reference API answering, the whole check spends at most 1.5 s on loaders (0150),
    // beyond the time the API itself takes to answer the save that the results loader waits for:
    // that is the API's pace, not the widget's. A loader that waited a fixed time, or lingered
    // after its work, still fails. The line printed says when the loader's work arrived.
    const routes = await page.run(() => window.routesSeen);
    const loaders = routes.flatMap(([at, path], i) =>
      path.includes('loading') && routes[i + 1] ? [{ path, at, ms: routes[i + 1][0] - at }] : [],
    );
    const loaderMs = loaders.reduce((sum, { ms }) => sum + ms, 0);
    const results = loaders.find(({ path }) => path === '/loading-results');
    const [saveAnsweredAt, resultsCodeAt] = await page.run((apiOrigin) => {
      const resources = performance.getEntriesByType('resource');
      const endOf = (wanted) => Math.max(0, ...resources.filter(wanted).map((entry) => entry.responseEnd));
      return [
        endOf((entry) => entry.name.startsWith(`${apiOrigin}/tools/v1/selfassessment`)),
        endOf((entry) => entry.name.includes('results-screens')),
      ];
    }, addresses.apiOrigin);
    const apiBeyondMinimumMs = Math.max(0, saveAnsweredAt - (results.at + LOADER_MINIMUM_MS));
    console.log(
      `e2e pace with the reference API: ${loaders.map(({ path, ms }) => `${path} ${Math.round(ms)} ms`).join(', ')}; ${Math.round(loaderMs)} ms in all; the save answered ${Math.round(saveAnsweredAt - results.at)} ms into the results loader, the results screens' code ${Math.round(resultsCodeAt - results.at)} ms`,
    );
    expect(loaders.map(({ path }) => path)).to.deep.equal([
      '/loading-basic-personal-info',
      '/drinking-check/loading-drink-check',
      '/loading-results',
    ]);
    expect(saveAnsweredAt, "the save's answer, timed in the page").to.be.above(0);
    expect(loaderMs - apiBeyondMinimumMs).to.be.at.most(1500);

    // The save runs beside the results loader: wait until the API lists it.
    const after = await page.waitFor(
      'the saved assessment in GET /tools/v1/selfassessment',
      async (url, count) => {
        const body = await (await fetch(url)).json();
        return body.totalResults > count && body;
      },
      [listUrl(addresses.pagesOrigin), before.totalResults],
    );
    expect(after.totalResults).to.equal(before.totalResults + 1);
    expect(after.assessments[0]).to.include(EXPECTED_RECORD);

    // It crossed origins with the page's ClientID, anonymous (no bearer token), under one Idempotency-Key.
    const { assessments, requests } = await apiDatabase();
    const stored = assessments.at(-1);
    expect(stored).to.include({ clientId: 'demo-web', signedIn: false });
    expect(stored.idempotencyKey).to.match(/^[0-9a-f-]{36}$/);
    const saves = requests.filter(
      (r) => r.method === 'POST' && r.path === '/tools/v1/selfassessment' && r.idempotencyKey === stored.idempotencyKey,
    );
    expect(saves.map((r) => [r.status, r.origin])).to.deep.equal([[200, addresses.pagesOrigin]]);
    expect((await page.errors()).pageErrors).to.deep.equal([]);

    // 'Was this information helpful?': the typed words reach the users service, never analytics.
    const review = 'Clear, thank you. The drink-free days tip helped.';
    await page.run(() => {
      const section = document.querySelector('drinking-check').shadowRoot.querySelector('.dc-feedback');
      [...section.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Yes').click();
    });
    await page.run((text) => {
      const box = document.querySelector('drinking-check').shadowRoot.querySelector('.dc-feedback textarea');
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set.call(box, text);
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }, review);
    await page.run(() => {
      const section = document.querySelector('drinking-check').shadowRoot.querySelector('.dc-feedback');
      [...section.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Submit').click();
    });
    const { feedback } = await waitForDatabase('the feedback in the users service', (db) =>
      db.feedback.some((f) => f.review === review),
    );
    expect(feedback.find((f) => f.review === review)).to.deep.equal({ review, clientId: 'demo-web' });
    expect(await page.run(() => JSON.stringify(window.dataLayer ?? []))).to.not.contain('drink-free days tip');

    // The saved-assessments page shows it in its count by risk level.
    await page.close();
    page = await DemoPage.open('/demo/assessments.html');
    const shown = await page.waitFor('the counts by risk level', () => {
      const rows = [...document.querySelectorAll('#counts tbody tr')];
      return (
        rows.length > 0 && {
          summary: document.getElementById('summary').textContent,
          rows: rows.map((row) => [...row.cells].map((cell) => cell.textContent)),
        }
      );
    });
    const higher = assessments.filter((a) => a.riskLevel === 'Higher').length;
    expect(shown.summary).to.equal(`${after.totalResults} assessment${after.totalResults === 1 ? '' : 's'} saved.`);
    expect(shown.rows).to.deep.include(['Higher risk', String(higher)]);
  });

  it('refuses the test page (not a demo origin) by CORS', async () => {
    let refused = false;
    await fetch(`${addresses.apiOrigin}/tools/v1/selfassessment`).catch(() => (refused = true));
    expect(refused, `a fetch from ${location.origin}`).to.be.true;
  });
});
