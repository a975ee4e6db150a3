import { roundTo } from './rounding';

// The one place where the calculator's figures become text
// (docs/decisions/0161-numbers-as-people-read-them.md). Each formatter is made on first use: the
// first Intl.NumberFormat of a page loads the browser's number data, which took 48 ms of a
// widget's first render when made at start (docs/decisions/0200-first-load-goals.md).
function numbers(min: number, max: number): { format(value: number): string } {
  let made: Intl.NumberFormat | undefined;
  return {
    format: (value) =>
      (made ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max })).format(value),
  };
}
const oneDecimal = /* @__PURE__ */ numbers(1, 1);
const whole = /* @__PURE__ */ numbers(0, 0);
const pence = /* @__PURE__ */ numbers(2, 2);

/** Units (and cheeseburgers): always one decimal place, '2.3', '5.0', '1,000.0'. */
export const formatUnits = (value: number): string => oneDecimal.format(roundTo(value, 1));

/** Calories, minutes, drinks and days: whole numbers, '841', '1,250'. */
export const formatWhole = (value: number): string => whole.format(roundTo(value, 0));

/** Whole pence as pounds: '£4' for whole pounds, else with the pence, '£3.50'; '£1,820'. */
export function formatMoney(valueInPence: number): string {
  const value = roundTo(valueInPence, 0);
  return `£${value % 100 === 0 ? whole.format(value / 100) : pence.format(value / 100)}`;
}

/**
 * English plural rule (Unicode CLDR): singular only for the whole number 1 written without
 * decimals, so '1 drink', '1 calorie', but '1.0 units'.
 */
export const isSingular = (shown: string): boolean => shown === '1';
