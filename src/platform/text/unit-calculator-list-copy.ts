/** A list of drinks and its total: the calculator's drinks screens and the Drinking Check's question two. */
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
  'ucc.picker.summary': 'Not sure? Work out the units in your drinks',
  'ucc.picker.intro': 'Add what you drink on a typical day when you drink: the total shows beside the answer it points to.',
  'ucc.picker.note': 'your drinks: {units} units',
  'ucc.picker.points': 'Your drinks: {drinks}, {units}. That points to the answer {answer}.',
  'ucc.picker.none': 'Your drinks: none yet.',
} as const;
