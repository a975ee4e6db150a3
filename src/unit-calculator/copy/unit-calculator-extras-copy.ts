/** The copy of a drink of one's own and of the spend and what-if panels (see unit-calculator-copy.ts). */
export const UCC_EXTRAS_COPY = {
  'ucc.field.error': 'Error:',
  'ucc.guide.own': 'For a drink in neither list, use Your own drink.',
  'ucc.custom.intro': 'Not in the lists? Its strength and size are on the label.',
  'ucc.custom.name': 'Your own drink',
  'ucc.custom.measure': '{ml} ml',
  'ucc.custom.abv': 'Strength (% ABV)',
  'ucc.custom.abvHint': 'For example, 4.5',
  'ucc.custom.size': 'Serving size in ml',
  'ucc.custom.sizeHint': 'For example, 330',
  'ucc.custom.calories': 'Calories in one serving (optional)',
  'ucc.custom.caloriesHint': "Left empty, only the alcohol's calories count (56 a unit): the true figure is higher.",
  'ucc.custom.abvMissing': 'Enter the strength, like 4.5',
  'ucc.custom.abvInvalid': 'Enter a strength more than 0 and up to 100, like 4.5',
  'ucc.custom.sizeMissing': 'Enter the serving size in ml, like 330',
  'ucc.custom.sizeInvalid': 'Enter a whole number of ml from 1 to 3,000',
  'ucc.custom.caloriesInvalid': 'Enter whole calories from 0 to 3,000, or leave it empty',
  'ucc.custom.notAdded':
    'Your own drink is not added yet, so it is not counted. Put right what is marked below and add it, or empty its fields to go on without it.',

  'ucc.spend.title': 'What your drinks cost',
  'ucc.spend.intro': 'If you like, add the price of one of each drink to see what you spend.',
  'ucc.spend.price': 'Price of one (£): {drink}',
  'ucc.spend.countWeek': '{n} a week',
  'ucc.spend.countSingle': '{n} in all',
  'ucc.spend.invalid': 'Enter a price in pounds and pence, like 4.50',
  'ucc.spend.week': 'You spend {week} a week on these drinks: {year} a year (52 weeks).',
  'ucc.spend.single': 'These drinks cost {money}.',
  'ucc.spend.unpriced': 'Drinks with no price are not counted.',
  'ucc.whatif.title': 'What if you changed one thing?',
  'ucc.whatif.intro': 'Choose a change to see its figures beside yours now; choose it again to undo it.',
  'ucc.whatif.changes': 'Changes to try',
  'ucc.whatif.smaller': 'Smaller glasses',
  'ucc.whatif.smallerText': 'Half pints for pints, 330 ml bottles for cans, wine and spirits a size smaller.',
  'ucc.whatif.weaker': 'Lower-strength drinks',
  'ucc.whatif.weakerText': 'Beer, cider and alcopops 1% weaker, wine 2% weaker; spirits as they are.',
  'ucc.whatif.dryDay': 'One more drink-free day',
  'ucc.whatif.dryDayText': 'Your lightest drinking day, {day}, without a drink.',
  'ucc.whatif.unchanged': 'None of your drinks changes with this.',
  'ucc.whatif.caption': 'Now, and with the changes you chose',
  'ucc.whatif.now': 'Now',
  'ucc.whatif.then': 'With the changes',
  'ucc.whatif.spend': 'Spend',
  'ucc.whatif.summary': 'With the changes: {units}, {calories}.',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    UCC_EXTRAS_COPY: typeof UCC_EXTRAS_COPY;
  }
}
