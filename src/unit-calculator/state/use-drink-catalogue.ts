import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { usePlatform } from '../../ui/widget/platform-context';
import { apiAllDrinksAtom, apiPopularDrinksAtom } from './atoms';

/**
 * Asks the API for its popular and all-drinks lists as the widget starts, and keeps them for the
 * screens, which join them to the built-in ones (drinks-lists.ts).
 */
export function useLoadDrinkCatalogue(): void {
  const { api } = usePlatform();
  const setPopular = useSetAtom(apiPopularDrinksAtom);
  const setAll = useSetAtom(apiAllDrinksAtom);
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
