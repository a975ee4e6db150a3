import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { usePlatform } from '../../ui/widget/platform-context';
import { allDrinksAtom } from './atoms';
import { replacePopularDrinksAtom } from './popular-list-change';

/**
 * Puts the API's popular and all-drinks lists in place of the built-in ones when they arrive,
 * keeping the amounts already entered.
 */
export function useLoadDrinkCatalogue(): void {
  const { api } = usePlatform();
  const setPopular = useSetAtom(replacePopularDrinksAtom);
  const setAll = useSetAtom(allDrinksAtom);
  useEffect(() => {
    let live = true;
    api.popularDrinks().then(
      (list) => live && Array.isArray(list) && list.length > 0 && setPopular(list),
      () => undefined,
    );
    api.allDrinks().then(
      (list) => live && Array.isArray(list) && list.length > 0 && setAll(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, setPopular, setAll]);
}
