/** The calculator's results screens' copy (see unit-calculator-copy.ts). */
export const UCC_RESULTS_COPY = {
  'ucc.n.minutes': '{n} minutes',
  'ucc.n.minutes.one': '{n} minute',
  'ucc.n.days': '{n} days',
  'ucc.n.days.one': '{n} day',
  'ucc.n.freeDays': '{n} drink-free days',
  'ucc.n.freeDays.one': '{n} drink-free day',

  'ucc.results.singleTitle': 'Your results',
  'ucc.results.weeklyTitle': 'Your weekly results',
  'ucc.results.singleIntro': 'In the drinks you entered:',
  'ucc.results.weeklyIntro': 'In a typical week of your drinking:',
  'ucc.results.units': 'units of alcohol',
  'ucc.results.calories': 'calories',
  'ucc.results.calories.one': 'calorie',
  'ucc.results.burgers': 'cheeseburgers, in calories',
  'ucc.results.running': 'minutes of running to burn them off',
  'ucc.results.running.one': 'minute of running to burn them off',
  'ucc.results.bingeBoth': 'That is 8 or more units in one session: binge drinking for men, and for women (6 or more).',
  'ucc.results.bingeWomen': 'That is 6 or more units in one session: binge drinking for women, though under the 8 units for men.',
  'ucc.results.bingeWithin': 'That is under the binge lines: 6 or more units in one session for women, 8 or more for men.',
  'ucc.results.weekOver': 'That is more than the 14 units a week the UK chief medical officers advise as a limit.',
  'ucc.results.weekWithin': 'That is within the guideline of no more than 14 units a week.',
  'ucc.results.bingeRule': 'Binge drinking means 6 or more units in one session for women, 8 or more for men.',
  'ucc.results.guidelineOpen': 'Read the low-risk drinking guidelines',
  'ucc.results.useAgain': 'Use tool again',

  'ucc.week.days': 'You drink on {days} a week, with {free}.',
  'ucc.week.spread': 'Your drinking is spread over three or more days.',
  'ucc.week.notSpread':
    'Your drinking is not spread over three or more days. If you drink as much as 14 units a week, the guideline is to spread it evenly over three or more days.',

  'ucc.binge.both': 'Binge drinking for men and women: 8 or more units',
  'ucc.binge.women': 'Binge drinking for women: 6 or more units',
  'ucc.binge.within': 'Under the binge lines: less than 6 units',
  'ucc.binge.none': 'Drink-free day',

  'ucc.chart.title': 'Units per day',
  'ucc.chart.bar': '{day}: {units} units. {level}.',
  'ucc.chart.markBoth': '8 or more',
  'ucc.chart.markWomen': '6 or more',
  'ucc.chart.key': 'Key to the chart',
  'ucc.chart.keyLines': 'Dashed lines: the binge lines, at 6 units (women) and 8 units (men)',

  'ucc.table.caption': 'Your drinking days against the binge lines',
  'ucc.table.day': 'Day',
  'ucc.table.drinks': 'Drinks',
  'ucc.table.units': 'Units',
  'ucc.table.calories': 'Calories',
  'ucc.table.binge': 'Binge line',

  'ucc.guideline.title': 'The low-risk drinking guidelines',
  'ucc.guideline.one':
    'To keep health risks from alcohol low, the UK chief medical officers advise men and women not to drink more than 14 units a week on a regular basis.',
  'ucc.guideline.two': 'If you drink as much as 14 units a week, spread it evenly over three or more days.',
  'ucc.guideline.three':
    'Have several drink-free days each week, and avoid binge drinking: 6 or more units in one session for women, 8 or more for men.',
  'ucc.guideline.four': 'One unit is 10 ml or 8 g of pure alcohol.',

  'ucc.related.title': 'Related information',

  'ucc.app.title': 'Track your drinking with our free app',
  'ucc.app.text': 'Set goals, count units and calories, and see how much you save on drink-free days.',
  'ucc.app.ios': 'Download on the App Store',
  'ucc.app.android': 'Get it on Google Play',

  'ucc.check.title': 'How does your drinking affect you?',
  'ucc.check.text': 'Take the Drinking Check: a few questions, about 3 minutes, and advice that fits your answers.',
  'ucc.check.link': 'Take the Drinking Check',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    UCC_RESULTS_COPY: typeof UCC_RESULTS_COPY;
  }
}
