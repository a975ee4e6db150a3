import { expect } from '@esm-bundle/chai';
import { calculateTwoPints } from './journeys.js';
import { apiDatabase, demoAddresses, DemoPage, waitForDatabase } from './remote.js';

describe('e2e: the calculator on a partner page', () => {
  let page;
  afterEach(async () => {
    await page?.close();
    page = undefined;
  });

  it('uses the API drinks, shows the result and has its usage counted', async () => {
    const { pagesOrigin } = await demoAddresses();
    const before = (await apiDatabase()).usage.length;
    page = await DemoPage.open('/demo/partner.html');

    // The reference API's popular drinks come first ("Beer" rather than "Pint of beer"), joined by
    // the built-in ones it does not list, such as the bottles (docs/decisions/0215).
    const { listed, results } = await calculateTwoPints(page, 'Beer');
    expect(listed.slice(0, 4)).to.deep.equal(
      ['Beer (Pint, 4%)', 'Cider (Pint, 4.5%)', 'Wine (Standard glass (175 ml), 13%)', 'Spirits (Single (25 ml), 40%)'].map(
        (d) => `Number of drinks: ${d}`,
      ),
    );
    expect(listed.length, "built-in drinks after the API's").to.be.above(4);
    expect(new Set(listed).size, 'each drink once').to.equal(listed.length);
    expect(results).to.contain('4.5 units of alcohol');

    const { usage, requests } = await waitForDatabase('the usage record', (db) => db.usage.length > before);
    expect(usage.length, 'one usage for one results screen').to.equal(before + 1);
    expect(usage.at(-1).clientId).to.equal('partner-hillside');
    const recorded = requests.filter((r) => r.method === 'POST' && r.path === '/tools/v1/unitcaloriecalculator');
    expect(recorded.at(-1)).to.include({ status: 200, origin: pagesOrigin, clientId: 'partner-hillside', bearer: false });
    expect((await page.errors()).pageErrors).to.deep.equal([]);
  });
});
