import type { DrinkCategory } from './catalogue';
import { ALCOPOP, BEER, CIDER, PREMIUM_BEER, SPARKLING_WINE, SPIRITS, WINE } from './drink-types';

/**
 * The built-in 'All drinks' catalogue, used when the API is unreachable. Image names written out
 * (as drinkImage gives them), so the module has no side effect and loads only where it is used.
 */
export const ALL_DRINKS: readonly DrinkCategory[] = [
  { title: 'Beer', image: 'Beer.svg', types: [BEER, PREMIUM_BEER] },
  { title: 'Cider', image: 'Cider.svg', types: [CIDER] },
  { title: 'Wine', image: 'Wine.svg', types: [WINE, SPARKLING_WINE] },
  { title: 'Spirits', image: 'Spirits.svg', types: [SPIRITS] },
  { title: 'Alcopops', image: 'Alcopops.svg', types: [ALCOPOP] },
];
