import { expect } from '@esm-bundle/chai';
import { setViewport } from './keys.js';
import '/dist/esm/unit-calculator.js';
import { axeViolations, resetUrl, waitFor } from './helpers.js';
import {
  activate,
  active,
  byName,
  h1Text,
  mountCalculator,
  nameOf,
  press,
  root,
  tabTo,
  waitForHeading,
} from './calculator-helpers.js';

const BEER = 'Number of drinks: Pint of beer (Pint, 4%)';

describe('calculator: the phone menu keeps work', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(async () => {
    holder?.remove();
    await setViewport({ width: 800, height: 600 });
  });

  it('switches between single and weekly drinks and back without losing either, and without asking', async () => {
    await setViewport({ width: 375, height: 800 });
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    await activate(widget, 'Add one pint of beer');
    await activate(widget, 'Add one pint of beer');

    await activate(widget, 'Menu', { back: true });
    await waitFor(() => nameOf(active(widget)) === 'Calculate single drinks', 'focus on the first item');
    await tabTo(widget, 'Calculate weekly drinks');
    await press('Enter');
    await waitForHeading(widget, 'I normally drink on these days');
    expect(root(widget).querySelector('dialog[open]'), 'nothing to confirm: nothing is lost').to.equal(null);
    await tabTo(widget, 'Friday');
    await press('Space');
    await activate(widget, 'Continue');
    await waitForHeading(widget, 'What do you drink on Friday?');
    await activate(widget, 'Add one pint of cider');

    await activate(widget, 'Menu', { back: true });
    await tabTo(widget, 'Calculate single drinks');
    await press('Enter');
    await waitForHeading(widget, 'What did you drink?');
    expect(byName(widget, BEER).value, "the occasion's drinks are still there").to.equal('2');

    await activate(widget, 'Menu', { back: true });
    await tabTo(widget, 'Calculate weekly drinks');
    await press('Enter');
    await waitForHeading(widget, 'I normally drink on these days');
    expect(byName(widget, 'Friday').checked, "the week's days are still there").to.be.true;
    await activate(widget, 'Continue');
    await waitForHeading(widget, 'What do you drink on Friday?');
    expect(byName(widget, 'Number of drinks: Pint of cider (Pint, 4.5%)').value, "the week's drinks too").to.equal('1');
  });

  it('lays its items out one under the other, each as wide as the menu', async () => {
    await setViewport({ width: 375, height: 800 });
    let widget;
    ({ holder, widget } = await mountCalculator());
    await activate(widget, 'Menu');
    const menu = root(widget).querySelector('.mobile-header__menu');
    const items = [...menu.querySelectorAll('li > button, li > a')];
    const width = menu.querySelector('ul').clientWidth;
    for (const item of items) expect(item.getBoundingClientRect().width, item.textContent).to.be.closeTo(width, 1);
    // '(opens in a new tab)' sits under its link's words, not in a column beside them.
    for (const hint of menu.querySelectorAll('.new-tab')) {
      const link = hint.closest('a').getBoundingClientRect();
      expect(hint.getBoundingClientRect().left).to.be.closeTo(link.left + 16, 2);
    }
    expect(await axeViolations(widget)).to.deep.equal([]);
    await press('Escape');
    expect(h1Text(widget)).to.equal('What would you like to work out?');
  });
});

describe('calculator: drink images from the media path', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(() => holder?.remove());

  const icons = (widget) =>
    [...root(widget).querySelectorAll('.drink')].map((drink) => {
      const icon = drink.querySelector('.drink-icon');
      return [drink.querySelector('.drink__name').textContent, icon.localName, icon.getAttribute('src') ?? ''];
    });

  it('shows <media-base>/<Name>.svg, and the built-in icon where an image fails to load', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('routing="memory" media-base="/test/browser/fixtures/media/"'));
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    const beer = root(widget).querySelector('img.drink-icon');
    await waitFor(() => beer.complete && beer.naturalWidth > 0, 'the beer image');
    expect(beer.getAttribute('src')).to.equal('/test/browser/fixtures/media/Beer.svg');
    expect(beer.alt, 'decorative: the name is in the text').to.equal('');
    // Only Beer.svg is there: every other drink falls back to its built-in icon, never a broken image.
    await waitFor(() => icons(widget).filter(([, tag]) => tag === 'img').length === 2, 'the missing images replaced');
    expect(icons(widget)).to.deep.equal([
      ['Pint of beer', 'img', '/test/browser/fixtures/media/Beer.svg'],
      ['Bottle of beer', 'img', '/test/browser/fixtures/media/Beer.svg'],
      ['Pint of cider', 'svg', ''],
      ['Small glass of wine', 'svg', ''],
      ['Standard glass of wine', 'svg', ''],
      ['Large glass of wine', 'svg', ''],
      ['Single spirit', 'svg', ''],
      ['Bottle of alcopop', 'svg', ''],
    ]);
    expect(await axeViolations(widget)).to.deep.equal([]);
  });

  it('keeps the built-in icons without a media path, or with one that is not a safe URL', async () => {
    let widget;
    ({ holder, widget } = await mountCalculator('routing="memory" media-base="javascript:alert(1)"'));
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    expect(root(widget).querySelectorAll('img')).to.have.length(0);
    expect(root(widget).querySelectorAll('svg.drink-icon')).to.have.length(8);
  });
});
