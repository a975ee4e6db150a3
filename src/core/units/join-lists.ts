import type { DrinkCategory, DrinkType, Measure, PopularDrink } from './catalogue';
import { drinkKey } from './drink-key';

// The API's drinks lists join the built-in ones rather than replace them: a short list from the
// service must not take away a bottle of wine or a large glass
// (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md). The service's entries come
// first and win where both have the same drink; the built-in ones it lacks follow, in their order.

const sameTitle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
// Sizes match to the millilitre (0.568 and 0.5683 are both a pint).
const sameSize = (a: Measure, b: Measure) => Math.round(a.litres * 1000) === Math.round(b.litres * 1000);

function joinMeasures(fromApi: readonly Measure[], builtIn: readonly Measure[]): Measure[] {
  return [...fromApi, ...builtIn.filter((measure) => !fromApi.some((other) => sameSize(measure, other)))];
}

function joinTypes(fromApi: readonly DrinkType[], builtIn: readonly DrinkType[]): DrinkType[] {
  const joined = fromApi.map((type) => {
    const own = builtIn.find((other) => sameTitle(other.title, type.title));
    return own ? { ...type, measures: joinMeasures(type.measures, own.measures) } : type;
  });
  return [...joined, ...builtIn.filter((type) => !fromApi.some((other) => sameTitle(other.title, type.title)))];
}

/**
 * The All drinks catalogue: the service's categories, each with the built-in types and sizes it
 * lacks (a type or category is the same by its title, a size by its millilitres), then the built-in
 * categories it lacks.
 */
export function joinCatalogues(fromApi: readonly DrinkCategory[], builtIn: readonly DrinkCategory[]): DrinkCategory[] {
  const joined = fromApi.map((category) => {
    const own = builtIn.find((other) => sameTitle(other.title, category.title));
    return own ? { ...category, types: joinTypes(category.types, own.types) } : category;
  });
  return [...joined, ...builtIn.filter((category) => !fromApi.some((other) => sameTitle(other.title, category.title)))];
}

/**
 * The Popular list: the service's drinks, then the built-in drinks it lacks (the same drink has
 * the same name, strength and size, as an added drink is matched).
 */
export function joinPopularLists(fromApi: readonly PopularDrink[], builtIn: readonly PopularDrink[]): PopularDrink[] {
  const keys = new Set(fromApi.map((drink) => drinkKey(drink).toLowerCase()));
  const ids = new Set(fromApi.map((drink) => drink.id));
  return [...fromApi, ...builtIn.filter((drink) => !keys.has(drinkKey(drink).toLowerCase()) && !ids.has(drink.id))];
}
