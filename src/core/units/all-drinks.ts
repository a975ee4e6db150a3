import { drinkImage, type DrinkCategory } from './catalogue';
import { ALCOPOP, BEER, CIDER, PREMIUM_BEER, SPARKLING_WINE, SPIRITS, WINE } from './drink-types';

/** The built-in 'All drinks' catalogue, used when the API is unreachable. */
export const ALL_DRINKS: readonly DrinkCategory[] = [
  { title: 'Beer', image: drinkImage('Beer'), types: [BEER, PREMIUM_BEER] },
  { title: 'Cider', image: drinkImage('Cider'), types: [CIDER] },
  { title: 'Wine', image: drinkImage('Wine'), types: [WINE, SPARKLING_WINE] },
  { title: 'Spirits', image: drinkImage('Spirits'), types: [SPIRITS] },
  { title: 'Alcopops', image: drinkImage('Alcopops'), types: [ALCOPOP] },
];
