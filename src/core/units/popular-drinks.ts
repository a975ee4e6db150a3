import { MEASURES, type DrinkType, type Measure, type PopularDrink } from './catalogue';
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

/** The built-in 'Popular' tab, used when the API is unreachable. */
export const POPULAR_DRINKS: readonly PopularDrink[] = [
  popular('beer-pint', 'Pint of beer', BEER, MEASURES.pint),
  popular('beer-bottle', 'Bottle of beer', PREMIUM_BEER, MEASURES.bottle330),
  popular('cider-pint', 'Pint of cider', CIDER, MEASURES.pint),
  popular('wine-small-glass', 'Small glass of wine', WINE, MEASURES.smallGlass),
  popular('wine-standard-glass', 'Standard glass of wine', WINE, MEASURES.standardGlass),
  popular('wine-large-glass', 'Large glass of wine', WINE, MEASURES.largeGlass),
  popular('spirits-single', 'Single spirit', SPIRITS, MEASURES.single),
  popular('alcopop-bottle', 'Bottle of alcopop', ALCOPOP, MEASURES.alcopopBottle),
];
