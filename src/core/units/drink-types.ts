import { MEASURES, drinkImage, type DrinkType } from './catalogue';

// Calories per 100 ml are typical UK figures for each strength (lager and cider around
// 40-47 kcal, 13 % wine around 83, 40 % spirits 222, alcopops around 65).

const BEER_MEASURES = [MEASURES.halfPint, MEASURES.pint, MEASURES.bottle330, MEASURES.can440, MEASURES.can500];

export const BEER: DrinkType = {
  title: 'Beer',
  abv: 4,
  caloriesPer100ml: 43,
  image: drinkImage('Beer'),
  measures: BEER_MEASURES,
};

export const PREMIUM_BEER: DrinkType = {
  title: 'Premium beer',
  abv: 5,
  caloriesPer100ml: 47,
  image: drinkImage('Beer'),
  measures: BEER_MEASURES,
};

export const CIDER: DrinkType = {
  title: 'Cider',
  abv: 4.5,
  caloriesPer100ml: 42,
  image: drinkImage('Cider'),
  measures: [MEASURES.halfPint, MEASURES.pint, MEASURES.can440, MEASURES.can500],
};

export const WINE: DrinkType = {
  title: 'Wine',
  abv: 13,
  caloriesPer100ml: 83,
  image: drinkImage('Wine'),
  measures: [MEASURES.smallGlass, MEASURES.standardGlass, MEASURES.largeGlass, MEASURES.wineBottle],
};

export const SPARKLING_WINE: DrinkType = {
  title: 'Sparkling wine',
  abv: 12,
  caloriesPer100ml: 76,
  image: drinkImage('Wine'),
  measures: [MEASURES.smallGlass, MEASURES.wineBottle],
};

export const SPIRITS: DrinkType = {
  title: 'Spirits',
  abv: 40,
  caloriesPer100ml: 222,
  image: drinkImage('Spirits'),
  measures: [MEASURES.single, MEASURES.double, MEASURES.spiritsBottle],
};

export const ALCOPOP: DrinkType = {
  title: 'Alcopop',
  abv: 4,
  caloriesPer100ml: 65,
  image: drinkImage('Alcopops'),
  measures: [MEASURES.alcopopBottle],
};
