import { MEASURES, drinkImage, type DrinkType, type Measure, type PopularDrink } from './catalogue';
import { ALCOPOP, BEER, CIDER, PREMIUM_BEER, SPIRITS, WINE } from './drink-types';

function popular(id: string, displayName: string, type: DrinkType, measure: Measure): PopularDrink {
  return {
    id,
    displayName,
    description: `${measure.title}, ${type.abv}%`,
    name: type.title,
    abv: type.abv,
    measureLitres: measure.litres,
    measureDescription: measure.title,
    caloriesPer100ml: type.caloriesPer100ml,
    image: type.image,
  };
}

/** The built-in 'Popular' tab, used when the API is unreachable. (Pure: left out where unused.) */
export const POPULAR_DRINKS: readonly PopularDrink[] = /* @__PURE__ */ (() => [
  popular('beer-pint', 'Pint of beer', BEER, MEASURES.pint),
  popular('beer-bottle', 'Bottle of beer', PREMIUM_BEER, MEASURES.bottle330),
  popular('cider-pint', 'Pint of cider', CIDER, MEASURES.pint),
  popular('wine-small-glass', 'Small glass of wine', WINE, MEASURES.smallGlass),
  popular('wine-standard-glass', 'Standard glass of wine', WINE, MEASURES.standardGlass),
  popular('wine-large-glass', 'Large glass of wine', WINE, MEASURES.largeGlass),
  popular('spirits-single', 'Single spirit', SPIRITS, MEASURES.single),
  popular('alcopop-bottle', 'Bottle of alcopop', ALCOPOP, MEASURES.alcopopBottle),
])();

/** A popular drink as the data service gives it: calories per serving. */
export interface ServingFigures {
  name: string;
  abv: number;
  measureLitres: number;
  measureDescription: string;
  calories: number;
}

/**
 * The calculator's drink for the data service's figures. Calories per serving are kept exact
 * (a 244 kcal pint stays 244); calories per 100 ml are derived for the All drinks form only.
 */
export function popularFromServing(figures: ServingFigures): PopularDrink {
  const { name, abv, measureLitres, measureDescription, calories } = figures;
  return {
    id: `${name}-${abv}-${measureLitres}`,
    displayName: name,
    description: `${measureDescription}, ${abv}%`,
    name,
    abv,
    measureLitres,
    measureDescription,
    caloriesPer100ml: calories / (measureLitres * 10),
    caloriesPerServing: calories,
    image: drinkImage(name),
  };
}
