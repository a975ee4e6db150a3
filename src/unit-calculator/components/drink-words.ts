import { formatUnits, unitsOf, type PopularDrink } from '../../core/units';
import type { AddedDrink } from '../state/calculator-state';

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** 'pint of beer': how a button or label names a popular drink. */
export const popularWords = (drink: PopularDrink): string => lowerFirst(drink.displayName);

/** 'sparkling wine, small glass (125 ml), 12%': how a button or label names an added drink. */
export const addedWords = (drink: Pick<AddedDrink, 'name' | 'measureDescription' | 'abv'>): string =>
  `${lowerFirst(drink.name)}, ${lowerFirst(drink.measureDescription)}, ${drink.abv}%`;

/** Units in one drink, as shown: '2.3'. */
export const unitsEach = (abv: number, litres: number): string => formatUnits(unitsOf(abv, litres));
