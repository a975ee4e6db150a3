/** Alcohol by volume is a percentage: 0 to 100. */
export const ABV_MAX = 100;
/** The largest drink there is: the API's largest measure, 3 litres. */
export const MAX_MILLILITRES = 3000;
/** The smallest: 1 ml, the own-drink form's least and the API's (spec section 5: 0.001 litres). */
export const MIN_MILLILITRES = 1;
/** The most calories a serving may have. */
export const MAX_CALORIES = 3000;
/** The dearest price a person may give for a drink, in pence (£999.99). */
export const MAX_PENCE = 99999;
