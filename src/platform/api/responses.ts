// The checks and mappings of the API's answers (SPEC section 3 shapes -> the widgets' types).
// Loaded with the first answer, not the first screen: endpoints.ts imports this module on demand.
import { drinkImage, popularFromServing, type DrinkCategory, type DrinkType, type PopularDrink } from '../../core/units';
import { MAX_MILLILITRES, MIN_MILLILITRES } from '../../core/units/limits';
import { checkUrl, REMOTE_LINK } from '../../core/validation/url';
import { shown } from '../host/warnings';
import type { ArticleSuggestion, NewsletterStatus } from '../services';
import {
  CaloriesResponseSchema,
  ContentSearchSchema,
  DictionaryResponseSchema,
  GenericDrinksSchema,
  NewsletterStatusSchema,
  check,
} from './schemas';

/** Logs problems once per kind per element (host/warnings.ts). */
export type Report = (kind: string, message: string) => void;

/**
 * Content-search taxonomy ids of the two binge-drinking topics (SPEC section 7 names two ids but
 * not their values; these are the content service's ids for "binge drinking" and "binge
 * drinking advice" and can be changed here).
 */
export const BINGE_TAXONOMY_IDS = ['1261', '1262'] as const;
export const ARTICLE_IMAGE = { width: 310, height: 242 } as const;

/** SPEC section 5: the server's limits on a drink's figures. Outside them, the entry is dropped. */
export const DRINK_LIMITS = {
  abv: { min: 0, max: 100 },
  caloriesPer100ml: { min: 0, max: 1000 },
  litres: { min: MIN_MILLILITRES / 1000, max: MAX_MILLILITRES / 1000 },
} as const;

const within = (value: number, { min, max }: { min: number; max: number }) =>
  Number.isFinite(value) && value >= min && value <= max;

const dropped = (report: Report, what: string, name: string) =>
  report(
    'drink-figures',
    `ignored ${what} "${shown(name)}" from the API: a figure is outside abv 0-100, calories per 100 ml 0-1000 or litres 0.001-3.`,
  );

export function toPopularDrinks(body: unknown, report: Report = () => undefined): PopularDrink[] {
  return check(CaloriesResponseSchema, body).Drinks.flatMap((d) => {
    // The data service gives calories per serving: kept exact (docs/decisions/0161-numbers-as-people-read-them.md).
    const drink = popularFromServing({
      name: d.Name,
      abv: d.Abv,
      measureLitres: d.MeasureLitres,
      measureDescription: d.MeasureDescription,
      calories: d.Calories,
    });
    const ok =
      within(d.Abv, DRINK_LIMITS.abv) &&
      within(d.MeasureLitres, DRINK_LIMITS.litres) &&
      within(drink.caloriesPer100ml, DRINK_LIMITS.caloriesPer100ml);
    if (!ok) return (dropped(report, 'the popular drink', d.Name), []);
    return [drink];
  });
}

export function toDrinkCategories(body: unknown, report: Report = () => undefined): DrinkCategory[] {
  return check(GenericDrinksSchema, body).categories.flatMap((category) => {
    const types = category.drinks.flatMap((drink): DrinkType[] => {
      const measures = drink.measures.filter(({ litres }) => within(litres, DRINK_LIMITS.litres));
      const ok = within(drink.abv, DRINK_LIMITS.abv) && within(drink.caloriesPer100Ml, DRINK_LIMITS.caloriesPer100ml);
      if (!ok || measures.length < drink.measures.length)
        dropped(report, ok ? 'a measure of the drink' : 'the drink', drink.title);
      if (!ok || measures.length === 0) return [];
      return [
        {
          title: drink.title,
          abv: drink.abv,
          caloriesPer100ml: drink.caloriesPer100Ml,
          image: drink.image || drinkImage(drink.title),
          measures: measures.map(({ title, litres }) => ({ title, litres })),
        },
      ];
    });
    return types.length > 0 ? [{ title: category.title, image: category.image || drinkImage(category.title), types }] : [];
  });
}

const isSafeLink = (url: string | null | undefined) => checkUrl(url, REMOTE_LINK) !== undefined;

function sizedImage(url: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}width=${ARTICLE_IMAGE.width}&height=${ARTICLE_IMAGE.height}`;
}

/**
 * A random article with a title and an image; its link and image only https or a path on this
 * site (docs/decisions/0145-addresses-from-outside.md), any other is passed over with a warning.
 */
export function pickArticle(
  body: unknown,
  report: Report = () => undefined,
  random: () => number = Math.random,
): ArticleSuggestion | undefined {
  const withContent = check(ContentSearchSchema, body).value.filter((item) => item.ImageUrl && item.Url && item.Content);
  const usable = withContent.filter((item) => isSafeLink(item.ImageUrl) && isSafeLink(item.Url));
  if (usable.length < withContent.length)
    report('api-link', 'ignored an article from the API whose link or image is not https or a path on this site.');
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

/**
 * The contact's status. The spec counts subscribed or unsubscribed as opted in; the email form
 * takes only subscribed as consent (docs/decisions/0173-newsletter-status-and-the-email-form.md).
 */
const NEWSLETTER_STATUS = {
  ContactSubscribed: 'subscribed',
  ContactUnsubscribed: 'unsubscribed',
  ContactNotFound: 'notFound',
} as const satisfies Record<string, NewsletterStatus>;

export function toNewsletterStatus(body: unknown): NewsletterStatus {
  return NEWSLETTER_STATUS[check(NewsletterStatusSchema, body).status];
}

export function toDictionary(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const { Key, Value } of check(DictionaryResponseSchema, body)) if (typeof Value === 'string') values[Key] = Value;
  return values;
}
