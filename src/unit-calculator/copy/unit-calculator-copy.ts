/**
 * Default copy of the Unit and Calorie Calculator, in tables registered with the code that shows
 * them, each in its own file so that it travels with that code: the first screen's here; beside
 * it unit-calculator-list-copy.ts (a list of drinks and its total, also under the Drinking
 * Check's question two), -drinks-copy.ts, -results-copy.ts and -extras-copy.ts (own drink, spend,
 * what-if). Placeholders in braces are filled in by the screen. A key
 * ending '.one' is the singular of the key without it, for the whole number 1.
 */
export const UNIT_CALCULATOR_COPY = {
  'ucc.banner.title': 'Unit and calorie calculator',
  'ucc.banner.single': 'Single drinks calculator',
  'ucc.banner.weekly': 'Weekly drinks calculator',
  'ucc.welcome.title': 'What would you like to work out?',
  'ucc.welcome.intro':
    'See how many units and calories are in what you drink, and what that means in cheeseburgers and minutes of running.',
  'ucc.welcome.single.title': 'Single drinks',
  'ucc.welcome.single.text': 'Add up the drinks of one occasion, such as a night out.',
  'ucc.welcome.single.action': 'Calculate single drinks',
  'ucc.welcome.weekly.title': 'Weekly drinks',
  'ucc.welcome.weekly.text': 'Add up what you drink in a typical week, day by day.',
  'ucc.welcome.weekly.action': 'Calculate weekly drinks',

  'ucc.common.calculate': 'Calculate',
  'ucc.common.clear': 'Clear',
  'ucc.common.results': 'Results',
  'ucc.common.backArrow': 'Back',
  'ucc.common.loading': 'Loading…',

  'ucc.mobile.menu': 'Menu',
  'ucc.mobile.menuLabel': 'Calculator menu',
  'ucc.mobile.single': 'Calculate single drinks',
  'ucc.mobile.weekly': 'Calculate weekly drinks',

  'ucc.related.units.title': 'What is an alcohol unit?',
  'ucc.related.units.text': 'How units work, and how many are in your favourite drinks.',
  'ucc.related.units.url': 'https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/',
  'ucc.related.calories.title': 'More about calories in alcohol',
  'ucc.related.calories.text': 'Why the calories in drinks add up, and how to cut down.',
  'ucc.related.calories.url': 'https://www.nhs.uk/live-well/alcohol-advice/calories-in-alcohol/',
  'ucc.related.guidelines.title': 'The low-risk drinking guidelines',
  'ucc.related.guidelines.text': 'What the UK chief medical officers advise, and why.',
  'ucc.related.guidelines.url': 'https://www.nhs.uk/live-well/alcohol-advice/the-risks-of-drinking-too-much/',
} as const;

/** When a screen loaded on demand does not arrive (the ES build only). */
export const UCC_LOAD_COPY = {
  'ucc.common.loadFailed': 'This part of the calculator did not load. Check your connection, then try again.',
  'ucc.common.retry': 'Try again',
} as const;

// Its keys are copy keys (src/platform/text/index.ts).
declare module '../../platform/text' {
  interface CopyTables {
    UNIT_CALCULATOR_COPY: typeof UNIT_CALCULATOR_COPY;
    UCC_LOAD_COPY: typeof UCC_LOAD_COPY;
  }
}
