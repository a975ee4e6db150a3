import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { ALL_DRINKS, joinCatalogues, joinPopularLists, POPULAR_DRINKS } from '../../core/units';
import { usePlatform } from '../../ui/widget/platform-context';
import { allDrinksAtom } from './atoms';
import { replacePopularDrinksAtom } from './popular-list-change';

/**
 * Joins the API's popular and all-drinks lists to the built-in ones when they arrive (the
 * service's drinks first, the built-in ones it lacks after), keeping the amounts already entered
 * (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md).
 */
export function useLoadDrinkCatalogue(): void {
  const { api } = usePlatform();
  const setPopular = useSetAtom(replacePopularDrinksAtom);
  const setAll = useSetAtom(allDrinksAtom);
  useEffect(() => {
    let live = true;
    api.popularDrinks().then(
      (list) => live && Array.isArray(list) && list.length > 0 && setPopular(joinPopularLists(list, POPULAR_DRINKS)),
      () => undefined,
    );
    api.allDrinks().then(
      (list) => live && Array.isArray(list) && list.length > 0 && setAll(joinCatalogues(list, ALL_DRINKS)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, setPopular, setAll]);
}
