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
  /** The API's calories per serving, kept exact (docs/decisions/0161-numbers-as-people-read-them.md). */
  caloriesPerServing?: number;
  image: string;
}

// Serving names as the API writes them, so that every screen names a measure alike.
export const MEASURES = {
  halfPint: { title: 'Half pint', litres: 0.284 },
  pint: { title: 'Pint', litres: 0.568 },
  bottle330: { title: '330 ml bottle', litres: 0.33 },
  can440: { title: '440 ml can', litres: 0.44 },
  can500: { title: '500 ml can', litres: 0.5 },
  smallGlass: { title: 'Small glass (125 ml)', litres: 0.125 },
  standardGlass: { title: 'Standard glass (175 ml)', litres: 0.175 },
  largeGlass: { title: 'Large glass (250 ml)', litres: 0.25 },
  wineBottle: { title: 'Bottle (750 ml)', litres: 0.75 },
  single: { title: 'Single (25 ml)', litres: 0.025 },
  double: { title: 'Double (50 ml)', litres: 0.05 },
  spiritsBottle: { title: 'Bottle (700 ml)', litres: 0.7 },
  alcopopBottle: { title: '275 ml bottle', litres: 0.275 },
} as const satisfies Record<string, Measure>;

/** Image file of a drink: its name with the first letter capitalised, plus '.svg'. */
export function drinkImage(name: string): string {
  if (typeof name !== 'string' || name.trim() === '') return '';
  const trimmed = name.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.svg`;
}
