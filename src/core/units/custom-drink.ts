import { CALORIES_PER_UNIT, unitsOf } from './equivalents';
import { MAX_CALORIES, MAX_MILLILITRES } from './limits';

export interface CustomDrinkFields {
  /** Strength, % ABV, as typed. */
  abv: string;
  /** Serving size in millilitres, as typed. */
  millilitres: string;
  /** Calories in one serving, as typed; may be empty. */
  calories: string;
}

export type CustomDrinkError = 'abvMissing' | 'abvInvalid' | 'sizeMissing' | 'sizeInvalid' | 'caloriesInvalid';

export interface CustomDrink {
  abv: number;
  measureLitres: number;
  caloriesPerServing: number;
  /** No calories were given: they are the alcohol's alone (56 a unit), a floor. */
  caloriesEstimated: boolean;
}

export type CustomDrinkCheck =
  { ok: true; drink: CustomDrink } | { ok: false; errors: Partial<Record<keyof CustomDrinkFields, CustomDrinkError>> };

/**
 * A drink of the person's own: strength more than 0 and at most 100 % (up to 2 decimals, a '%'
 * allowed), serving size 1 to 3,000 ml (whole ml, 'ml' allowed), calories optional, 0 to 3,000.
 */
export function checkCustomDrink(fields: CustomDrinkFields): CustomDrinkCheck {
  const abvText = String(fields.abv ?? '')
    .trim()
    .replace(/\s*%$/, '');
  const sizeText = String(fields.millilitres ?? '')
    .trim()
    .replace(/\s*ml$/i, '');
  const caloriesText = String(fields.calories ?? '').trim();
  const abv = /^\d{1,3}(\.\d{1,2})?$/.test(abvText) ? Number(abvText) : Number.NaN;
  const size = /^\d{1,4}$/.test(sizeText) ? Number(sizeText) : Number.NaN;
  const calories = /^\d{1,4}$/.test(caloriesText) ? Number(caloriesText) : Number.NaN;

  const errors: Partial<Record<keyof CustomDrinkFields, CustomDrinkError>> = {};
  if (abvText === '') errors.abv = 'abvMissing';
  else if (!(abv > 0 && abv <= 100)) errors.abv = 'abvInvalid';
  if (sizeText === '') errors.millilitres = 'sizeMissing';
  else if (!(size >= 1 && size <= MAX_MILLILITRES)) errors.millilitres = 'sizeInvalid';
  if (caloriesText !== '' && !(calories <= MAX_CALORIES)) errors.calories = 'caloriesInvalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const measureLitres = size / 1000;
  const estimated = caloriesText === '';
  return {
    ok: true,
    drink: {
      abv,
      measureLitres,
      caloriesPerServing: estimated ? unitsOf(abv, measureLitres) * CALORIES_PER_UNIT : calories,
      caloriesEstimated: estimated,
    },
  };
}
