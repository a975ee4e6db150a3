/** Default copy of the Unit and Calorie Calculator. */
export const UNIT_CALCULATOR_COPY = {
  'ucc.banner.title': 'Unit and calorie calculator',
  'ucc.welcome.title': 'What would you like to work out?',
  'ucc.welcome.intro':
    'See how many units and calories are in what you drink, and what that means in cheeseburgers and minutes of running.',
  'ucc.welcome.single.title': 'Single drinks',
  'ucc.welcome.single.text': 'Add up the drinks of one occasion, such as a night out.',
  'ucc.welcome.single.action': 'Calculate single drinks',
  'ucc.welcome.weekly.title': 'Weekly drinks',
  'ucc.welcome.weekly.text': 'Add up what you drink in a typical week, day by day.',
  'ucc.welcome.weekly.action': 'Calculate weekly drinks',
} as const;
