/** A serving size. */
export interface Measure {
  title: string;
  litres: number;
}

export interface DrinkType {
  title: string;
  /** Alcohol by volume, in %. */
  abv: number;
  caloriesPer100ml: number;
  image: string;
  measures: readonly Measure[];
}

export interface DrinkCategory {
  title: string;
  image: string;
  types: readonly DrinkType[];
}

export interface PopularDrink {
  id: string;
  displayName: string;
  /** Measure and strength, e.g. 'Pint, 4%'. */
  description: string;
  name: string;
  abv: number;
  measureLitres: number;
  measureDescription: string;
  caloriesPer100ml: number;
  image: string;
}

export const MEASURES = {
  halfPint: { title: 'Half pint', litres: 0.284 },
  pint: { title: 'Pint', litres: 0.568 },
  bottle330: { title: '330ml bottle', litres: 0.33 },
  can440: { title: '440ml can', litres: 0.44 },
  can500: { title: '500ml can', litres: 0.5 },
  smallGlass: { title: 'Small glass 125ml', litres: 0.125 },
  standardGlass: { title: 'Standard glass 175ml', litres: 0.175 },
  largeGlass: { title: 'Large glass 250ml', litres: 0.25 },
  wineBottle: { title: 'Bottle 750ml', litres: 0.75 },
  single: { title: 'Single 25ml', litres: 0.025 },
  double: { title: 'Double 50ml', litres: 0.05 },
  spiritsBottle: { title: 'Bottle 700ml', litres: 0.7 },
  alcopopBottle: { title: '275ml bottle', litres: 0.275 },
} as const satisfies Record<string, Measure>;

/** Image file of a drink: its name with the first letter capitalised, plus '.svg'. */
export function drinkImage(name: string): string {
  if (typeof name !== 'string' || name.trim() === '') return '';
  const trimmed = name.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.svg`;
}
