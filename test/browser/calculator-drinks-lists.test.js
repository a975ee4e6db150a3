import { expect } from '@esm-bundle/chai';
import { sendKeys } from './keys.js';
import '/dist/esm/unit-calculator.js';
import '/dist/esm/drinking-check.js';
import { mount, resetUrl, waitFor } from './helpers.js';
import { resetApi } from './fake-api.js';
import { activate, active, byName, press, root, tabTo, type, visibleText, waitForHeading } from './calculator-helpers.js';
import { chooseOption, onScreen, QUESTION_TITLES, resetCheckSession, tabUntil, walkAboutYou } from './check-helpers.js';

// Issue 27, item 13 (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md): wine by
// the bottle under question two, and the API's short lists joined to the built-in ones.

const glass = (title, litres) => ({ measureId: title, title, litres, default: false });
/** Short lists, as the reference API gives them (demo/api/data.mjs): wine by the glass only. */
const SHORT_GENERIC = {
  categories: [
    {
      categoryId: 'wine',
      title: 'Wine',
      image: 'Wine.svg',
      minAbv: 5,
      maxAbv: 20,
      abvIncrements: 0.5,
      drinks: [
        {
          drinkId: '00000000-0000-4000-8000-000000000013',
          title: 'Wine',
          abv: 13,
          caloriesPer100Ml: 83,
          measures: [glass('125 ml glass', 0.125), glass('175 ml glass', 0.175), glass('250 ml glass', 0.25)],
        },
      ],
    },
  ],
};
const SHORT_CALORIES = {
  Drinks: [
    { Name: 'Beer', Abv: 4, MeasureLitres: 0.568, MeasureDescription: 'Pint', Calories: 244 },
    { Name: 'Wine', Abv: 13, MeasureLitres: 0.175, MeasureDescription: 'Standard glass (175 ml)', Calories: 145 },
  ],
};

const options = (select) => [...select.options].map((option) => option.textContent);

describe('calculator: the API short lists join the built-in ones', () => {
  let holder;
  beforeEach(() => resetUrl());
  afterEach(async () => {
    holder?.remove();
    await resetApi();
  });

  it('still offers a bottle of wine, a large glass and the bottles after the API answers', async () => {
    const { origin } = await resetApi([
      { path: '/drinks/v1/generic', mode: 'ok', body: SHORT_GENERIC },
      { path: '/data/v1/calories', mode: 'ok', body: SHORT_CALORIES },
    ]);
    let widgets;
    ({ holder, widgets } = await mount(`<unit-calculator api-base="${origin}" routing="memory"></unit-calculator>`));
    const [widget] = widgets;
    await activate(widget, 'Calculate single drinks');
    await waitForHeading(widget, 'What did you drink?');
    // The service's pint is on the list (its name, 'Beer'): its answer has come.
    await waitFor(() => byName(widget, 'Number of drinks: Beer (Pint, 4%)', 'input'), "the service's popular list");
    const popular = [...root(widget).querySelectorAll('.drink__name')].map((name) => name.textContent);
    expect(popular).to.include.members(['Beer', 'Wine', 'Large glass of wine', 'Bottle of beer', 'Bottle of alcopop']);
    expect(popular, 'the same pint once').to.not.include('Pint of beer');

    await tabTo(widget, 'Popular', { back: true });
    await press('ArrowRight');
    // The service's Wine first, with its glasses; the bottle, spirits and the rest still there.
    const drink = root(widget).querySelector('.all-drinks select');
    expect(options(drink)).to.deep.equal(['Wine', 'Beer', 'Cider', 'Spirits', 'Alcopops']);
    await tabTo(widget, 'Serving size');
    expect(options(active(widget))).to.deep.equal(['125 ml glass', '175 ml glass', '250 ml glass', 'Bottle (750 ml)']);
    await press('End');
    expect(active(widget).selectedOptions[0].textContent).to.equal('Bottle (750 ml)');
    await tabTo(widget, 'Number of drinks');
    await type('1');
    await activate(widget, 'Add drink');
    // 13% of 750 ml: 9.75 units.
    await waitFor(() => visibleText(widget).includes('So far: 1 drink, 9.8 units'), 'a bottle counted');
  });
});

describe('Drinking Check: a bottle of wine under question two', () => {
  let holder;
  afterEach(() => {
    holder?.remove();
    resetCheckSession();
    resetUrl();
  });

  it('counts a bottle of wine, which points to 10 or more', async () => {
    resetUrl();
    resetCheckSession();
    let widgets;
    ({ holder, widgets } = await mount('<drinking-check loader-duration="0"></drinking-check>'));
    const [check] = widgets;
    await walkAboutYou(check, { axe: false });
    await onScreen(check, QUESTION_TITLES[0]);
    await chooseOption(check, 3);
    await onScreen(check, QUESTION_TITLES[1]);
    await tabUntil(check, (el) => el.localName === 'summary', 'the calculator');
    await press('Enter');
    const field = (name) =>
      [...root(check).querySelectorAll('.dc-picker input')].find((input) => input.labels[0].firstChild.textContent === name);
    await waitFor(() => field('Wine, Bottle (750 ml), 13%'), 'a bottle of wine');
    expect(field('Wine, Bottle (750 ml), 13%').labels[0].textContent).to.equal('Wine, Bottle (750 ml), 13%9.8 units each');
    expect(field('Wine, Large glass (250 ml), 13%').labels[0].textContent).to.equal(
      'Wine, Large glass (250 ml), 13%3.3 units each',
    );
    await tabUntil(check, (el) => el === field('Wine, Bottle (750 ml), 13%'), 'the bottle', 60);
    await sendKeys({ type: '1' });
    expect(root(check).querySelector('.dc-picker__total').textContent).to.equal(
      'Your drinks: 9.8 units. That points to the answer 10 or more.',
    );
  });
});
