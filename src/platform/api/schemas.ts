import * as v from 'valibot';

/** The answers the widgets use, as SPEC section 3 shapes them. A body that fails counts as a failed call. */

const text = v.string();
const number = v.number();

export const DictionaryResponseSchema = v.array(v.object({ Key: text, Value: v.nullish(text) }));

export const CaloriesResponseSchema = v.object({
  Drinks: v.array(
    v.object({
      Name: text,
      Abv: number,
      MeasureLitres: number,
      MeasureDescription: text,
      Calories: number,
    }),
  ),
});

const DrinkMeasureSchema = v.object({ title: text, litres: number });

export const GenericDrinksSchema = v.object({
  categories: v.array(
    v.object({
      title: text,
      image: v.nullish(text),
      drinks: v.array(
        v.object({
          title: text,
          image: v.nullish(text),
          abv: number,
          caloriesPer100Ml: number,
          measures: v.array(DrinkMeasureSchema),
        }),
      ),
    }),
  ),
});

export const ContentSearchSchema = v.object({
  value: v.array(
    v.object({
      Content: v.nullish(text),
      Url: v.nullish(text),
      MetaDescription: v.nullish(text),
      ImageUrl: v.nullish(text),
      ReadTime: v.nullish(v.union([text, number])),
    }),
  ),
});

export const NewsletterStatusSchema = v.object({
  email: v.nullish(text),
  status: v.picklist(['ContactSubscribed', 'ContactUnsubscribed', 'ContactNotFound']),
});

/** Parses or throws: the caller logs its own message and falls back. */
export function check<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  return v.parse(schema, value);
}
