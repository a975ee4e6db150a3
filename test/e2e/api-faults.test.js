import { expect } from '@esm-bundle/chai';
import { calculateTwoPints, completeCheck, heading, OVERVIEW_BUILT_IN, RESULTS_HEADING } from './journeys.js';
import { apiDatabase, DemoPage, setApiUp, setFault, waitForDatabase } from './remote.js';

/** Monthly or less, 1 to 2 units, never more: AUDIT-C 1, so the check ends after question three. */
const EARLY_EXIT = [1, 0, 0];
const LOW_RESULT = { heading: RESULTS_HEADING, level: 'Low risk' };
const BUILT_IN_POPULAR = [
  'Pint of beer (Pint, 4%)',
  'Bottle of beer (330 ml bottle, 5%)',
  'Pint of cider (Pint, 4.5%)',
  'Small glass of wine (Small glass (125 ml), 13%)',
  'Standard glass of wine (Standard glass (175 ml), 13%)',
  'Large glass of wine (Large glass (250 ml), 13%)',
  'Single spirit (Single (25 ml), 40%)',
  'Bottle of alcopop (275 ml bottle, 4%)',
].map((drink) => `Number of drinks: ${drink}`);

const saveRequests = (requests, since) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/tools/v1/selfassessment' && r.at >= since);

describe('e2e: the widgets when the API fails', () => {
  let page;
  afterEach(async () => {
    // Close the page first: its retries end with it, so none reaches the API restored below.
    await page?.close();
    page = undefined;
    await setApiUp(true);
    await setFault('none');
  });

  it('with no API at all, uses built-in copy and drinks, shows both results and breaks nothing', async () => {
    await setApiUp(false);
    const stored = (await apiDatabase()).assessments.length;
    page = await DemoPage.open('/');
    expect(await heading(page, 'drinking-check')).to.equal(OVERVIEW_BUILT_IN);
    expect(await heading(page, 'unit-calculator')).to.equal('What would you like to work out?');

    const result = await completeCheck(page, { answers: [3, 2, 2, 1, 1, 0, 1, 1, 1, 2] });
    expect(result).to.deep.equal({ heading: RESULTS_HEADING, level: 'Higher risk' });

    const { listed, results } = await calculateTwoPints(page, 'Pint of beer', { max: 150 });
    expect(listed).to.deep.equal(BUILT_IN_POPULAR);
    expect(results).to.contain('4.5 units of alcohol');
    expect((await page.errors()).pageErrors).to.deep.equal([]);

    await page.close();
    page = undefined;
    await setApiUp(true);
    expect((await apiDatabase()).assessments.length, 'nothing stored').to.equal(stored);
  });

  it('with 503 and Retry-After lost on the first answer, retries the save and it is stored once', async () => {
    await setFault('503-once');
    const since = Date.now();
    const stored = (await apiDatabase()).assessments.length;
    page = await DemoPage.open('/demo/article.html');
    expect(await completeCheck(page, { answers: EARLY_EXIT })).to.deep.equal(LOW_RESULT);

    const { requests, assessments } = await waitForDatabase('the retried save answered 200', (db) =>
      saveRequests(db.requests, since).some((r) => r.status === 200),
    );
    const saves = saveRequests(requests, since);
    expect(saves.map((r) => r.status)).to.deep.equal([503, 200]);
    expect(saves[1].idempotencyKey, 'the retry carries the same key').to.equal(saves[0].idempotencyKey);
    expect(saves[1].at - saves[0].at, 'Retry-After: 1 honoured').to.be.at.least(900);
    expect(assessments.length, 'stored exactly once').to.equal(stored + 1);
    expect(assessments.filter((a) => a.idempotencyKey === saves[0].idempotencyKey)).to.have.length(1);
    expect(assessments.at(-1)).to.include({ total: 1, triage: 1, riskLevel: 'Low' });
    expect((await page.errors()).pageErrors).to.deep.equal([]);
  });

  it('with 503 and Retry-After on every answer, tries the save four times, stores nothing and still shows the result', async () => {
    await setFault('503');
    const since = Date.now();
    const stored = (await apiDatabase()).assessments.length;
    page = await DemoPage.open('/demo/article.html');
    expect(await completeCheck(page, { answers: EARLY_EXIT })).to.deep.equal(LOW_RESULT);

    const { requests, assessments } = await waitForDatabase(
      'four tries of the save',
      (db) => saveRequests(db.requests, since).length >= 4,
    );
    const saves = saveRequests(requests, since);
    expect(saves.map((r) => r.status)).to.deep.equal([503, 503, 503, 503]);
    expect(new Set(saves.map((r) => r.idempotencyKey)).size).to.equal(1);
    expect(assessments.length).to.equal(stored);
    expect(await page.run((t) => headingIn(t), 'drinking-check')).to.equal(RESULTS_HEADING);
    expect((await page.errors()).pageErrors).to.deep.equal([]);
  });

  it('with malformed bodies, falls back to built-in copy and drinks and still shows both results', async () => {
    await setFault('malformed');
    const since = Date.now();
    page = await DemoPage.open('/');
    // The API has answered the copy and the popular drinks (with broken JSON): what shows now is built in.
    await waitForDatabase('the copy and drinks answered', (db) =>
      ['/content/v1/dictionary', '/data/v1/calories'].every((path) =>
        db.requests.some((r) => r.path === path && r.status === 200 && r.at >= since),
      ),
    );
    expect(await heading(page, 'drinking-check')).to.equal(OVERVIEW_BUILT_IN);
    expect(await heading(page, 'unit-calculator')).to.equal('What would you like to work out?');

    expect(await completeCheck(page, { answers: EARLY_EXIT })).to.deep.equal(LOW_RESULT);
    const { listed, results } = await calculateTwoPints(page, 'Pint of beer', { max: 150 });
    expect(listed).to.deep.equal(BUILT_IN_POPULAR);
    expect(results).to.contain('4.5 units of alcohol');
    expect((await page.errors()).pageErrors).to.deep.equal([]);
  });
});
