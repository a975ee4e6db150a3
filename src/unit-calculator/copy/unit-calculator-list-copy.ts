/** A list of drinks and its total (the calculator's drinks screens), and the counts results use. */
export const UCC_LIST_COPY = {
  'ucc.n.drinks': '{n} drinks',
  'ucc.n.drinks.one': '{n} drink',
  'ucc.n.units': '{n} units',
  'ucc.n.calories': '{n} calories',
  'ucc.n.calories.one': '{n} calorie',
  'ucc.drinks.popularIntro': 'Set how many of each drink.',
  'ucc.drinks.amountLabel': 'Number of drinks: {drink}',
  'ucc.drinks.addOne': 'Add one {drink}',
  'ucc.drinks.removeOne': 'Remove one {drink}',
  'ucc.drinks.perDrink': '{units} units each',
  'ucc.drinks.soFar': 'So far: {drinks}, {units}, {calories}.',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    UCC_LIST_COPY: typeof UCC_LIST_COPY;
  }
}
