import { describe, it, expect } from 'vitest';
import { ALL_DRINKS, MEASURES, POPULAR_DRINKS, UNIT_GUIDE, displayRound, drinkImage, unitsOf } from '../../../src/core/units';

describe('MEASURES', () => {
  it('names servings as the API does, so every screen says the same', () => {
    expect(Object.values(MEASURES).map((measure) => measure.title)).toEqual([
      'Half pint',
      'Pint',
      '330 ml bottle',
      '440 ml can',
      '500 ml can',
      'Small glass (125 ml)',
      'Standard glass (175 ml)',
      'Large glass (250 ml)',
      'Bottle (750 ml)',
      'Single (25 ml)',
      'Double (50 ml)',
      'Bottle (700 ml)',
      '275 ml bottle',
    ]);
  });

  it.each([
    ['halfPint', 0.284],
    ['pint', 0.568],
    ['bottle330', 0.33],
    ['can440', 0.44],
    ['can500', 0.5],
    ['smallGlass', 0.125],
    ['standardGlass', 0.175],
    ['largeGlass', 0.25],
    ['wineBottle', 0.75],
    ['single', 0.025],
    ['double', 0.05],
    ['spiritsBottle', 0.7],
    ['alcopopBottle', 0.275],
  ] as const)('%s is %f litres', (key, litres) => {
    expect(MEASURES[key].litres).toBe(litres);
  });
});

describe('UNIT_GUIDE', () => {
  it('reproduces the unit guide of SPEC section 9', () => {
    expect(UNIT_GUIDE.map((row) => [row.label, row.abv, row.litres, row.units])).toEqual([
      ['Premium beer', 5, 0.33, 1.7],
      ['Beer', 4, 0.568, 2.3],
      ['Cider', 4.5, 0.568, 2.6],
      ['Spirits', 40, 0.025, 1],
      ['Alcopop', 4, 0.275, 1.1],
      ['Wine', 13, 0.175, 2.3],
    ]);
  });

  it('each row names its measure', () => {
    for (const row of UNIT_GUIDE) expect(row.measureTitle).not.toBe('');
  });
});

describe('ALL_DRINKS', () => {
  it('has beer, cider, wine, spirits and alcopops, with premium beer a kind of beer', () => {
    expect(ALL_DRINKS.map((category) => category.title)).toEqual(['Beer', 'Cider', 'Wine', 'Spirits', 'Alcopops']);
    expect(ALL_DRINKS[0]!.types.map((type) => type.title)).toContain('Premium beer');
  });

  it.each(ALL_DRINKS.flatMap((category) => category.types.map((type) => ({ category: category.title, type }))))(
    '$category: $type.title has sane figures',
    ({ type }) => {
      expect(type.abv).toBeGreaterThan(0);
      expect(type.abv).toBeLessThanOrEqual(100);
      expect(type.caloriesPer100ml).toBeGreaterThan(0);
      expect(type.caloriesPer100ml).toBeLessThanOrEqual(1000);
      expect(type.image).toMatch(/^[A-Z].*\.svg$/);
      expect(type.measures.length).toBeGreaterThan(0);
      for (const measure of type.measures) {
        expect(measure.litres).toBeGreaterThanOrEqual(0.001);
        expect(measure.litres).toBeLessThanOrEqual(3);
      }
    },
  );
});

describe('POPULAR_DRINKS', () => {
  it.each([
    ['beer-pint', 'Pint, 4%', 4, 0.568, 2.3],
    ['beer-bottle', '330 ml bottle, 5%', 5, 0.33, 1.7],
    ['cider-pint', 'Pint, 4.5%', 4.5, 0.568, 2.6],
    ['wine-small-glass', 'Small glass (125 ml), 13%', 13, 0.125, 1.6],
    ['wine-standard-glass', 'Standard glass (175 ml), 13%', 13, 0.175, 2.3],
    ['wine-large-glass', 'Large glass (250 ml), 13%', 13, 0.25, 3.3],
    ['spirits-single', 'Single (25 ml), 40%', 40, 0.025, 1],
    ['alcopop-bottle', '275 ml bottle, 4%', 4, 0.275, 1.1],
  ])('%s: %s', (id, description, abv, litres, units) => {
    const drink = POPULAR_DRINKS.find((d) => d.id === id);
    expect(drink).toMatchObject({ description, abv, measureLitres: litres });
    expect(displayRound(unitsOf(drink!.abv, drink!.measureLitres))).toBe(units);
  });

  it('has unique ids and drink keys, and images by the media convention', () => {
    expect(new Set(POPULAR_DRINKS.map((d) => d.id)).size).toBe(POPULAR_DRINKS.length);
    expect(new Set(POPULAR_DRINKS.map((d) => `${d.name}-${d.abv}-${d.measureLitres}`)).size).toBe(POPULAR_DRINKS.length);
    for (const drink of POPULAR_DRINKS) expect(drink.image).toMatch(/^[A-Z][^/]*\.svg$/);
  });
});

describe('drinkImage', () => {
  it.each([
    ['beer', 'Beer.svg'],
    ['Wine', 'Wine.svg'],
    ['  cider ', 'Cider.svg'],
    ['', ''],
    [undefined, ''],
  ])('%s -> %s', (name, file) => {
    expect(drinkImage(name as string)).toBe(file);
  });
});
