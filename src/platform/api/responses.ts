// The checks and mappings of the API's answers (SPEC section 3 shapes -> the widgets' types).
// Loaded with the first answer, not the first screen: endpoints.ts imports this module on demand.
import { drinkImage, popularFromServing, type DrinkCategory, type PopularDrink } from '../../core/units';
import type { ArticleSuggestion } from '../services';
import {
  CaloriesResponseSchema,
  ContentSearchSchema,
  DictionaryResponseSchema,
  GenericDrinksSchema,
  NewsletterStatusSchema,
  check,
} from './schemas';

/**
 * Content-search taxonomy ids of the two binge-drinking topics (SPEC section 7 names two ids but
 * not their values; these are the content service's ids for "binge drinking" and "binge
 * drinking advice" and can be changed here).
 */
export const BINGE_TAXONOMY_IDS = ['1261', '1262'] as const;
export const ARTICLE_IMAGE = { width: 310, height: 242 } as const;

export function toPopularDrinks(body: unknown): PopularDrink[] {
  // The data service gives calories per serving: kept exact (docs/decisions/0161).
  return check(CaloriesResponseSchema, body)
    .Drinks.filter((d) => d.MeasureLitres > 0)
    .map((d) =>
      popularFromServing({
        name: d.Name,
        abv: d.Abv,
        measureLitres: d.MeasureLitres,
        measureDescription: d.MeasureDescription,
        calories: d.Calories,
      }),
    );
}

export function toDrinkCategories(body: unknown): DrinkCategory[] {
  return check(GenericDrinksSchema, body).categories.map((category) => ({
    title: category.title,
    image: category.image || drinkImage(category.title),
    types: category.drinks.map((drink) => ({
      title: drink.title,
      abv: drink.abv,
      caloriesPer100ml: drink.caloriesPer100Ml,
      image: drink.image || drinkImage(drink.title),
      measures: drink.measures.map(({ title, litres }) => ({ title, litres })),
    })),
  }));
}

const isSafeLink = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url);

function sizedImage(url: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}width=${ARTICLE_IMAGE.width}&height=${ARTICLE_IMAGE.height}`;
}

export function pickArticle(body: unknown, random: () => number = Math.random): ArticleSuggestion | undefined {
  const usable = check(ContentSearchSchema, body).value.filter(
    (item) => item.ImageUrl && isSafeLink(item.ImageUrl) && item.Url && isSafeLink(item.Url) && item.Content,
  );
  const item = usable[Math.floor(random() * usable.length)];
  if (!item) return undefined;
  return {
    title: item.Content ?? '',
    text: item.MetaDescription ?? '',
    url: item.Url ?? '',
    imageUrl: sizedImage(item.ImageUrl ?? ''),
    readTime: item.ReadTime === undefined || item.ReadTime === null ? '' : String(item.ReadTime),
  };
}

export function toNewsletterOptIn(body: unknown): boolean {
  const { status } = check(NewsletterStatusSchema, body);
  return status === 'ContactSubscribed' || status === 'ContactUnsubscribed';
}

export function toDictionary(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { Key, Value } of check(DictionaryResponseSchema, body)) if (typeof Value === 'string') values[Key] = Value;
  return values;
}
