export interface DrinkIdentity {
  name: string;
  abv: number;
  measureLitres: number;
}

/** Identity of an added drink: two drinks with the same key are merged by adding amounts. */
export function drinkKey({ name, abv, measureLitres }: DrinkIdentity): string {
  return `${name}-${abv}-${measureLitres}`;
}
