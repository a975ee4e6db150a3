export { roundTo, displayRound, eventRound } from './rounding';
export {
  CHEESEBURGER_CALORIES,
  CALORIES_PER_RUNNING_MINUTE,
  ABV_MAX,
  unitsOf,
  caloriesOf,
  cheeseburgersOf,
  runningMinutesOf,
  millilitresOf,
} from './equivalents';
export { drinkKey, type DrinkIdentity } from './drink-key';
export { DAYS, DAY_NUMBERS, isDayNumber, dayOf, type Day, type DayNumber } from './days';
export { GUIDELINES, exceedsWeeklyGuideline, isBingeSession } from './guidelines';
export {
  totalsOf,
  weeklyTotals,
  type DrinkEntry,
  type Totals,
  type DayTotals,
  type WeeklyTotals,
  type DrinksByDay,
} from './totals';
export { chartScale, type ChartScale, type BarColour } from './chart-scale';
export {
  MEASURES,
  drinkImage,
  type Measure,
  type DrinkType,
  type DrinkCategory,
  type PopularDrink,
} from './catalogue';
export { ALL_DRINKS } from './all-drinks';
export { POPULAR_DRINKS } from './popular-drinks';
export { UNIT_GUIDE, type UnitGuideRow } from './unit-guide';
