import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { engine, setViewport } from './keys.js';
import '/dist/esm/drinking-check.js';
import { resetCheckSession } from './check-helpers.js';
import { $, $$, buttonNamed, isShown, reachResult } from './check-results-helpers.js';
import { resetUrl, waitFor } from './helpers.js';

// A4 is 210 x 297 mm; with 10 mm margins the printable area is 190 x 277 mm (96 px per inch).
const MM = 96 / 25.4;
const PRINT_WIDTH = Math.floor(190 * MM);
const PRINT_HEIGHT = Math.floor(277 * MM);

const shownText = (check) =>
  $$(check, 'h1, h2, h3, p, li, a')
    .filter(isShown)
    .map((element) => element.textContent.trim());

// Print media is emulated through Chromium's DevTools protocol; Firefox's BiDi and WebDriver
// classic have no such command (docs/testing-in-three-engines.md).
const chromiumOnly = engine === 'chromium' ? describe : () => undefined;

chromiumOnly('Drinking Check results printed (Chromium: DevTools print media emulation)', () => {
  let holder;
  beforeEach(() => {
    resetUrl();
    resetCheckSession();
  });
  afterEach(async () => {
    await emulateMedia({ media: 'screen' });
    await setViewport({ width: 800, height: 600 });
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  for (const level of ['possibleDependence', 'increasing']) {
    it(`${level}: the level, score, meaning and support links on one A4 page, without forms or buttons`, async () => {
      let check;
      let walk;
      ({ holder, check, walk } = await reachResult(level));
      const high = level === 'possibleDependence';
      if (high) {
        // Closed on screen, the support links still print.
        buttonNamed(check, 'Find support').click();
        await waitFor(() => buttonNamed(check, 'Find support').getAttribute('aria-expanded') === 'false', 'support closed');
      }
      await setViewport({ width: PRINT_WIDTH, height: PRINT_HEIGHT });
      await emulateMedia({ media: 'print' });
      await waitFor(() => !isShown($(check, '.tabs')), 'the print styles');

      const text = shownText(check);
      expect(text).to.include('Your Drinking Check result');
      expect(isShown($(check, '.dc-badge')) && $(check, '.dc-badge').textContent).to.equal(walk.badge);
      expect(
        text.some((line) => /^Score: \d+ out of 40$/.test(line)),
        'the score',
      ).to.be.true;
      expect(isShown($(check, '.dc-message')), 'what it means').to.be.true;

      const links = $$(check, 'a[href]').filter(isShown);
      if (high) {
        expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
          'tel:03001231110',
          'https://www.nhs.uk/live-well/alcohol-advice/alcohol-support/',
          'https://www.alcoholics-anonymous.org.uk/',
          'https://www.wearewithyou.org.uk/',
        ]);
        expect(links[0].textContent, 'the number is printed').to.equal('0300 123 1110');
        expect(getComputedStyle(links[1], '::after').content, 'the address is printed').to.contain('https://www.nhs.uk/');
      } else {
        expect(links, 'no support panel below higher risk').to.have.length(0);
      }

      const controls = $$(check, 'input, textarea, select, button, [role=tab], [role=tabpanel]').filter(isShown);
      expect(
        controls.every((control) => control.classList.contains('dc-accordion__button')),
        `only section titles remain: ${controls.map((c) => c.outerHTML.slice(0, 50)).join(' | ')}`,
      ).to.be.true;
      for (const gone of [
        'Quick tips',
        'Advice',
        'What 14 units looks like',
        'How we can support you',
        'Was this information helpful?',
        'Do the Drinking Check again',
      ]) {
        expect(text, `${gone} is not printed`).to.not.include(gone);
      }

      const height = $(check, '.widget').getBoundingClientRect().height;
      expect(height, `printed height ${Math.round(height)} px`).to.be.at.most(PRINT_HEIGHT);
    });
  }

  it("'Print the summary' prints the GP summary alone: questions as asked, answers, scores, total, level, date", async () => {
    let check;
    ({ holder, check } = await reachResult('increasing'));
    const open = buttonNamed(check, 'Take this to your GP');
    open.click();
    await waitFor(() => open.getAttribute('aria-expanded') === 'true', 'the summary open');
    const original = window.print;
    let printed = 0;
    window.print = () => (printed += 1);
    try {
      buttonNamed(check, 'Print the summary').click();
      expect(printed).to.equal(1);
      await setViewport({ width: PRINT_WIDTH, height: PRINT_HEIGHT });
      await emulateMedia({ media: 'print' });
      await waitFor(() => !isShown($(check, '.dc-message')), 'only the summary');
      const rows = $$(check, '.dc-gp tbody tr').filter(isShown);
      expect(rows).to.have.length(10);
      expect(rows[2].textContent).to.contain('3. How often do you have 8 or more units on a single occasion?');
      const text = shownText(check);
      expect(text.some((line) => /^Score: \d+ out of 40$/.test(line))).to.be.true;
      expect(text).to.include('Increasing risk');
      expect(text.some((line) => line.startsWith('Date: '))).to.be.true;
      for (const gone of ['Your Drinking Check result', 'What are the other risk levels?', 'Print the summary']) {
        expect(text.join('|'), `${gone} is not printed`).to.not.contain(gone);
      }
      const height = $(check, '.widget').getBoundingClientRect().height;
      expect(height, `printed height ${Math.round(height)} px`).to.be.at.most(PRINT_HEIGHT);
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => isShown($(check, '.dc-message')), 'the whole result again');
    } finally {
      window.print = original;
    }
  });
});
