import { describe, it, expect } from 'vitest';
import {
  WEEKS_A_YEAR,
  applySwaps,
  checkCustomDrink,
  formatMoney,
  formatUnits,
  formatWhole,
  lowerStrength,
  oneMoreDryDay,
  parsePrice,
  smallerServing,
  spendOf,
  totalsOf,
  typicalDayAnswer,
  type Swap,
  type SwapEntry,
  type SwapWeek,
} from '../../../src/core/units';

const pint: SwapEntry = {
  name: 'Beer',
  abv: 4,
  measureLitres: 0.568,
  measureDescription: 'Pint',
  caloriesPer100ml: 43,
  amount: 2,
  price: 450,
};
const largeWine: SwapEntry = {
  name: 'Wine',
  abv: 13,
  measureLitres: 0.25,
  measureDescription: 'Large glass (250 ml)',
  caloriesPer100ml: 83,
  amount: 3,
  price: 725,
};
const single: SwapEntry = {
  name: 'Spirits',
  abv: 40,
  measureLitres: 0.025,
  measureDescription: 'Single (25 ml)',
  caloriesPer100ml: 222,
  amount: 1,
};

/** Monday 2 pints at £4.50, Wednesday a single spirit with no price, Saturday 3 large wines at £7.25. */
const WEEK: SwapWeek = { 0: [pint], 2: [single], 5: [largeWine] };

function figures(week: SwapWeek) {
  const entries = Object.values(week).flat();
  const totals = totalsOf(entries);
  const spend = spendOf(entries);
  return [formatUnits(totals.units), formatWhole(totals.calories), formatMoney(spend.pence), spend.unpriced];
}

describe('spend: an optional price per drink (docs/decisions/0165-own-drink-spend-and-swaps.md)', () => {
  it('adds 2 x £4.50 and 3 x £7.25 to £30.75 a week and £1,599 a year; the unpriced single is counted apart', () => {
    const spend = spendOf(Object.values(WEEK).flat());
    expect(spend).toEqual({ pence: 3075, unpriced: 1 });
    expect(formatMoney(spend.pence * WEEKS_A_YEAR)).toBe('£1,599');
  });

  it.each([
    ['4.50', 450],
    ['4.5', 450],
    ['£4.50', 450],
    ['£ 4', 400],
    [' 12 ', 1200],
    ['0.05', 5],
    ['999.99', 99999],
    ['', undefined],
    ['  ', undefined],
    ['4.505', NaN],
    ['1000', NaN],
    ['-2', NaN],
    ['4,50', NaN],
    ['four', NaN],
  ])('parsePrice(%j) = %s pence', (text, pence) => {
    expect(parsePrice(text)).toEqual(pence);
  });
});

describe('what-if swaps against hand-computed figures', () => {
  it('the week as it is: 15.3 units, 1,166 calories, £30.75', () => {
    expect(figures(WEEK)).toEqual(['15.3', '1,166', '£30.75', 1]);
  });

  it.each<[string, Swap[], (string | number)[]]>([
    // Half pints (1.136 units, 122.12 kcal, £2.25) and standard glasses (2.275 units, 145.25 kcal, £5.075 -> £5.08).
    ['smaller glasses', ['smaller'], ['10.1', '735', '£19.74', 1]],
    // 3 % beer (1.704 units, 244.24 - 0.568 x 56 kcal) and 11 % wine (2.75 units, 207.5 - 28 kcal); same prices.
    ['lower strength', ['weaker'], ['12.7', '1,019', '£30.75', 1]],
    // Wednesday, the lightest day (1 unit), made drink-free.
    ['one more drink-free day', ['dryDay'], ['14.3', '1,111', '£30.75', 0]],
    // Wednesday gone, then half pints at 3 % (0.852 units, 122.12 - 15.904 kcal) and standard glasses at 11 %
    // (1.925 units, 145.25 - 19.6 kcal).
    ['all three', ['dryDay', 'smaller', 'weaker'], ['7.5', '589', '£19.74', 0]],
  ])('%s', (_, swaps, expected) => {
    expect(figures(applySwaps(WEEK, new Set(swaps)))).toEqual(expected);
  });

  it('leaves drinks with no smaller serving or no lower strength as they are', () => {
    expect(smallerServing(single)).toBe(single);
    expect(lowerStrength(single)).toBe(single);
    const halfPint = { ...pint, measureLitres: 0.284 };
    expect(smallerServing(halfPint)).toBe(halfPint);
    const weak = { ...pint, abv: 1.2 };
    expect(lowerStrength(weak)).toBe(weak);
  });

  it('keeps exact per-serving calories through a smaller serving', () => {
    const apiPint = { ...pint, caloriesPerServing: 244 };
    expect(smallerServing(apiPint).caloriesPerServing).toBe(122);
  });

  it('names the day made drink-free, and has none to take from an empty week', () => {
    expect(oneMoreDryDay(WEEK).day).toBe(2);
    expect(oneMoreDryDay({ 0: [], 3: [] }).day).toBe(undefined);
  });
});

describe('checkCustomDrink: own strength and serving size', () => {
  it('5.5 % in 330 ml, 4 of them: 7.3 units; with no calories given, the alcohol alone: 407', () => {
    const check = checkCustomDrink({ abv: '5.5', millilitres: '330', calories: '' });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.drink).toMatchObject({ abv: 5.5, measureLitres: 0.33, caloriesEstimated: true });
    const totals = totalsOf([
      { ...check.drink, name: 'Your own drink', measureDescription: '330 ml', caloriesPer100ml: 0, amount: 4 },
    ]);
    expect([formatUnits(totals.units), formatWhole(totals.calories)]).toEqual(['7.3', '407']);
  });

  it('takes the calories given: 150 a serving', () => {
    const check = checkCustomDrink({ abv: '5.5%', millilitres: '330 ml', calories: '150' });
    expect(check).toEqual({
      ok: true,
      drink: { abv: 5.5, measureLitres: 0.33, caloriesPerServing: 150, caloriesEstimated: false },
    });
  });

  it.each([
    [
      { abv: '', millilitres: '', calories: '' },
      { abv: 'abvMissing', millilitres: 'sizeMissing' },
    ],
    [{ abv: '0', millilitres: '330', calories: '' }, { abv: 'abvInvalid' }],
    [{ abv: '100.01', millilitres: '330', calories: '' }, { abv: 'abvInvalid' }],
    [{ abv: 'strong', millilitres: '330', calories: '' }, { abv: 'abvInvalid' }],
    [{ abv: '4,5', millilitres: '330', calories: '' }, { abv: 'abvInvalid' }],
    [{ abv: '5', millilitres: '0', calories: '' }, { millilitres: 'sizeInvalid' }],
    [{ abv: '5', millilitres: '3001', calories: '' }, { millilitres: 'sizeInvalid' }],
    [{ abv: '5', millilitres: '33.5', calories: '' }, { millilitres: 'sizeInvalid' }],
    [{ abv: '5', millilitres: '330', calories: '-4' }, { calories: 'caloriesInvalid' }],
    [{ abv: '5', millilitres: '330', calories: '3001' }, { calories: 'caloriesInvalid' }],
  ])('%j is refused: %j', (fields, errors) => {
    expect(checkCustomDrink(fields)).toEqual({ ok: false, errors });
  });

  it.each([
    ['100', '3000', '3000'],
    ['0.5', '1', '0'],
  ])('accepts the limits: %s %%, %s ml, %s calories', (abv, millilitres, calories) => {
    expect(checkCustomDrink({ abv, millilitres, calories }).ok).toBe(true);
  });
});

describe('typicalDayAnswer: the answer to question two that a total points to', () => {
  it.each([
    [0, undefined],
    [0.4, 0],
    [2.3, 0],
    [2.5, 1],
    [4.5, 2],
    [6.4, 2],
    [6.8, 3],
    [9.4, 3],
    [9.5, 4],
    [30, 4],
    [NaN, undefined],
  ])('%f units -> answer %s', (units, answer) => {
    expect(typicalDayAnswer(units)).toBe(answer);
  });
});
