export { roundTo, displayRound, eventRound } from './rounding';
export { formatUnits, formatWhole, formatMoney, isSingular } from './format';
export {
  CHEESEBURGER_CALORIES,
  CALORIES_PER_RUNNING_MINUTE,
  CALORIES_PER_UNIT,
  unitsOf,
  caloriesOf,
  cheeseburgersOf,
  runningMinutesOf,
  millilitresOf,
} from './equivalents';
export { drinkKey, type DrinkIdentity } from './drink-key';
export { ABV_MAX } from './limits';
export { DAYS, DAY_NUMBERS, isDayNumber, dayOf, type Day, type DayNumber } from './days';
export {
  GUIDELINES,
  exceedsWeeklyGuideline,
  isBingeSession,
  bingeLevel,
  weekPattern,
  type BingeLevel,
  type WeekPattern,
} from './guidelines';
export {
  totalsOf,
  weeklyTotals,
  servingCalories,
  type DrinkEntry,
  type Totals,
  type DayTotals,
  type WeeklyTotals,
  type DrinksByDay,
} from './totals';
export { chartScale, type ChartScale } from './chart-scale';
export { MEASURES, drinkImage, type Measure, type DrinkType, type DrinkCategory, type PopularDrink } from './catalogue';
export { ALL_DRINKS } from './all-drinks';
export { joinCatalogues, joinPopularLists } from './join-lists';
export { POPULAR_DRINKS, popularFromServing, type ServingFigures } from './popular-drinks';
export { UNIT_GUIDE, TYPICAL_DAY_DRINKS, type UnitGuideRow } from './unit-guide';
export { WEEKS_A_YEAR, parsePrice, spendOf, type PricedEntry, type Spend } from './spend';
export { applySwaps, smallerServing, lowerStrength, oneMoreDryDay, type Swap, type SwapEntry, type SwapWeek } from './swaps';
export {
  checkCustomDrink,
  type CustomDrink,
  type CustomDrinkCheck,
  type CustomDrinkError,
  type CustomDrinkFields,
} from './custom-drink';
export { typicalDayAnswer } from './typical-day';
