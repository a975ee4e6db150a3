/** The calculator's drinks screens' own copy (see unit-calculator-copy.ts). */
export const UCC_DRINKS_COPY = {
  'ucc.drinks.tabsLabel': 'Choose drinks',
  'ucc.drinks.popularTab': 'Popular',
  'ucc.drinks.allTab': 'All drinks',
  'ucc.drinks.drinkType': 'Drink',
  'ucc.drinks.type': 'Drink type',
  'ucc.drinks.serving': 'Serving size',
  'ucc.drinks.number': 'Number of drinks',
  'ucc.drinks.add': 'Add drink',
  'ucc.drinks.added': 'Added: {amount} x {drink}.',
  'ucc.drinks.addedTitle': 'Drinks you added',
  'ucc.drinks.soFarDay': '{day} so far: {drinks}, {units}, {calories}.',

  'ucc.days.title': 'I normally drink on these days',
  'ucc.days.hint': 'If the days you drink on vary, use the last seven days.',
  'ucc.days.continue': 'Continue',
  'ucc.drinks.singleTitle': 'What did you drink?',
  'ucc.drinks.dayTitle': 'What do you drink on {day}?',
  'ucc.drinks.dayTabs': 'Your drinking days',
  'ucc.drinks.needOne': 'Add at least one drink to go on.',
  'ucc.clear.title': 'Are you sure you want to clear all calculations?',
  'ucc.clear.text': 'All the drinks you have entered will be removed, and you will start again from the first step.',
  'ucc.clear.cancel': 'No, cancel',
  'ucc.clear.confirm': 'Yes, clear all',
  'ucc.guide.open': 'How to use this calculator',
  'ucc.guide.title': 'How to use this calculator',
  'ucc.guide.popular': 'Use the Popular tab for common drinks: press plus or minus, or type how many.',
  'ucc.guide.all':
    'Use the All drinks tab for anything else: choose the drink, its type and serving size, how many, then Add drink.',
  'ucc.guide.tableCaption': 'Units in common drinks',
  'ucc.guide.drink': 'Drink',
  'ucc.guide.units': 'Units',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    UCC_DRINKS_COPY: typeof UCC_DRINKS_COPY;
  }
}
