import { MEASURES, type DrinkType, type Measure } from './catalogue';
import { ALCOPOP, BEER, CIDER, PREMIUM_BEER, SPIRITS, WINE } from './drink-types';
import { unitsOf } from './equivalents';
import { displayRound } from './rounding';

export interface UnitGuideRow {
  label: string;
  abv: number;
  measureTitle: string;
  litres: number;
  /** Units at 1 decimal place. */
  units: number;
}

function row(type: DrinkType, measure: Measure): UnitGuideRow {
  return {
    label: type.title,
    abv: type.abv,
    measureTitle: measure.title,
    litres: measure.litres,
    units: displayRound(unitsOf(type.abv, measure.litres)),
  };
}

/** Units in common drinks, shown under question three (SPEC section 9). */
export const UNIT_GUIDE: readonly UnitGuideRow[] = [
  row(PREMIUM_BEER, MEASURES.bottle330),
  row(BEER, MEASURES.pint),
  row(CIDER, MEASURES.pint),
  row(SPIRITS, MEASURES.single),
  row(ALCOPOP, MEASURES.alcopopBottle),
  row(WINE, MEASURES.standardGlass),
];

/**
 * The drinks of the calculator under question two: the units guide's, and wine by the large glass
 * and by the bottle, the ways much wine is drunk in an evening
 * (docs/decisions/0215-drinks-lists-joined-and-wine-by-the-bottle.md).
 */
export const TYPICAL_DAY_DRINKS: readonly UnitGuideRow[] = [
  ...UNIT_GUIDE,
  row(WINE, MEASURES.largeGlass),
  row(WINE, MEASURES.wineBottle),
];
