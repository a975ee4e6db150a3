import { atom, useAtom, useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { ALL_DRINKS, joinCatalogues, joinPopularLists, POPULAR_DRINKS } from '../../core/units';
import { apiAllDrinksAtom, apiPopularDrinksAtom, calculatorAtom } from './atoms';
import { carryPopularAmounts } from './popular-list-change';

/**
 * The lists the screens show: the API's drinks first, the built-in ones it lacks after
 * (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md), or the built-in lists
 * alone until the API's arrive.
 */
const popularDrinksAtom = atom((get) => {
  const fromApi = get(apiPopularDrinksAtom);
  return fromApi ? joinPopularLists(fromApi, POPULAR_DRINKS) : POPULAR_DRINKS;
});
const allDrinksAtom = atom((get) => {
  const fromApi = get(apiAllDrinksAtom);
  return fromApi ? joinCatalogues(fromApi, ALL_DRINKS) : ALL_DRINKS;
});

/**
 * The popular list in use. Amounts entered on a built-in drink that the API's list replaced are
 * carried to its drink before the screen paints (docs/decisions/0168-popular-amounts-survive-the-api-list.md):
 * the carry finds nothing to do once done, so every screen that shows drinks may ask.
 */
export function usePopularDrinks() {
  const popular = useAtomValue(popularDrinksAtom);
  const [state, setState] = useAtom(calculatorAtom);
  useLayoutEffect(() => {
    if (carryPopularAmounts(state, POPULAR_DRINKS, popular) !== state)
      setState((current) => carryPopularAmounts(current, POPULAR_DRINKS, popular));
  }, [state, popular, setState]);
  return popular;
}

export const useAllDrinks = () => useAtomValue(allDrinksAtom);
