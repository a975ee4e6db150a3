import { describe, expect, it } from 'vitest';
import {
  ALL_DRINKS,
  joinCatalogues,
  joinPopularLists,
  MEASURES,
  POPULAR_DRINKS,
  popularFromServing,
  TYPICAL_DAY_DRINKS,
  typicalDayAnswer,
  unitsOf,
  type DrinkCategory,
} from '../../../src/core/units';

// Issue 27, item 13: a bottle of wine under question two, and the API's short lists joined to the
// built-in ones, not put in their place (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md).

/** What the reference API's /drinks/v1/generic gives (demo/api/data.mjs): wine by the glass only. */
const measure = (title: string, litres: number) => ({ title, litres });
const SHORT_CATALOGUE: DrinkCategory[] = [
  {
    title: 'Beer',
    image: 'Beer.svg',
    types: [
      {
        title: 'Beer',
        abv: 4,
        caloriesPer100ml: 43,
        image: 'Beer.svg',
        measures: [measure('Pint', 0.568), measure('Half pint', 0.284), measure('330 ml bottle', 0.33)],
      },
    ],
  },
  {
    title: 'Wine',
    image: 'Wine.svg',
    types: [
      {
        title: 'Wine',
        abv: 12.5,
        caloriesPer100ml: 80,
        image: 'Wine.svg',
        measures: [measure('125 ml glass', 0.125), measure('175 ml glass', 0.175), measure('250 ml glass', 0.25)],
      },
    ],
  },
  {
    title: 'Mead',
    image: 'Mead.svg',
    types: [{ title: 'Mead', abv: 14, caloriesPer100ml: 90, image: 'Mead.svg', measures: [measure('Glass', 0.15)] }],
  },
];

const joined = joinCatalogues(SHORT_CATALOGUE, ALL_DRINKS);
const sizes = (category: string, type: string) =>
  joined
    .find((c) => c.title === category)!
    .types.find((t) => t.title === type)!
    .measures.map((m) => m.title);

describe('joinCatalogues: the All drinks tab after the API answers', () => {
  it("keeps the service's categories first, in its order, then the built-in ones it lacks", () => {
    expect(joined.map((category) => category.title)).toEqual(['Beer', 'Wine', 'Mead', 'Cider', 'Spirits', 'Alcopops']);
  });

  it.each<[string, string, string[]]>([
    // The service's sizes first, with its names; then the built-in sizes it lacks (by millilitres).
    ['Wine', 'Wine', ['125 ml glass', '175 ml glass', '250 ml glass', MEASURES.wineBottle.title]],
    ['Wine', 'Sparkling wine', [MEASURES.smallGlass.title, MEASURES.wineBottle.title]],
    ['Beer', 'Beer', ['Pint', 'Half pint', '330 ml bottle', MEASURES.can440.title, MEASURES.can500.title]],
    ['Beer', 'Premium beer', ALL_DRINKS[0]!.types[1]!.measures.map((m) => m.title)],
    ['Mead', 'Mead', ['Glass']],
    ['Spirits', 'Spirits', [MEASURES.single.title, MEASURES.double.title, MEASURES.spiritsBottle.title]],
  ])('%s / %s: %j', (category, type, expected) => {
    expect(sizes(category, type)).toEqual(expected);
  });

  it("takes the service's figures for a drink both have", () => {
    const wine = joined.find((c) => c.title === 'Wine')!.types[0]!;
    expect([wine.abv, wine.caloriesPer100ml]).toEqual([12.5, 80]);
    // A bottle of the service's 12.5% wine: 9.4 units.
    expect(unitsOf(wine.abv, wine.measures.at(-1)!.litres)).toBeCloseTo(9.375, 6);
  });

  it.each<[string, DrinkCategory[]]>([
    ['nothing from the service', []],
    ['the built-in list itself', [...ALL_DRINKS]],
  ])('%s gives the built-in catalogue', (_name, fromApi) => {
    expect(joinCatalogues(fromApi, ALL_DRINKS)).toEqual(ALL_DRINKS);
  });
});

describe('joinPopularLists: the Popular tab after the API answers', () => {
  // The reference API's /data/v1/calories: four drinks, none by the bottle or the large glass.
  const SHORT_POPULAR = [
    popularFromServing({ name: 'Beer', abv: 4, measureLitres: 0.568, measureDescription: 'Pint', calories: 244 }),
    popularFromServing({ name: 'Cider', abv: 4.5, measureLitres: 0.568, measureDescription: 'Pint', calories: 239 }),
    popularFromServing({
      name: 'Wine',
      abv: 13,
      measureLitres: 0.175,
      measureDescription: 'Standard glass (175 ml)',
      calories: 145,
    }),
    popularFromServing({ name: 'Spirits', abv: 40, measureLitres: 0.025, measureDescription: 'Single (25 ml)', calories: 56 }),
  ];

  it("lists the service's drinks, then the built-in ones it lacks: the bottles and the other glasses", () => {
    expect(joinPopularLists(SHORT_POPULAR, POPULAR_DRINKS).map((drink) => drink.id)).toEqual([
      'Beer-4-0.568',
      'Cider-4.5-0.568',
      'Wine-13-0.175',
      'Spirits-40-0.025',
      'beer-bottle',
      'wine-small-glass',
      'wine-large-glass',
      'alcopop-bottle',
    ]);
  });

  it('gives the built-in list for an empty answer', () => {
    expect(joinPopularLists([], POPULAR_DRINKS)).toEqual(POPULAR_DRINKS);
  });
});

describe('the calculator under question two has wine by the bottle', () => {
  const label = (row: (typeof TYPICAL_DAY_DRINKS)[number]) => `${row.label}, ${row.measureTitle}, ${row.abv}%`;

  it('lists the units guide and wine by the large glass and the bottle', () => {
    expect(TYPICAL_DAY_DRINKS.map((row) => [label(row), row.units])).toEqual([
      ['Premium beer, 330 ml bottle, 5%', 1.7],
      ['Beer, Pint, 4%', 2.3],
      ['Cider, Pint, 4.5%', 2.6],
      ['Spirits, Single (25 ml), 40%', 1],
      ['Alcopop, 275 ml bottle, 4%', 1.1],
      ['Wine, Standard glass (175 ml), 13%', 2.3],
      ['Wine, Large glass (250 ml), 13%', 3.3],
      ['Wine, Bottle (750 ml), 13%', 9.8],
    ]);
  });

  const ANSWERS = ['1 to 2', '3 to 4', '5 to 6', '7 to 9', '10 or more'];
  it.each<[number, string, string]>([
    [1, 'Wine, Bottle (750 ml), 13%', '10 or more'], // 9.75 units
    [2, 'Wine, Large glass (250 ml), 13%', '7 to 9'], // 6.5 units
    [1, 'Wine, Large glass (250 ml), 13%', '3 to 4'], // 3.25 units
  ])('%i x %s points to the answer %s', (count, name, answer) => {
    const row = TYPICAL_DAY_DRINKS.find((drink) => label(drink) === name)!;
    expect(ANSWERS[typicalDayAnswer(count * unitsOf(row.abv, row.litres))!]).toBe(answer);
  });
});
