import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { POPULAR_DRINKS, popularFromServing, type PopularDrink } from '../../../src/core/units';
import { UCC_ROUTES } from '../../../src/unit-calculator/routes';
import { loadScreens, renderCalculator } from './render-calculator';

const pint = POPULAR_DRINKS.find((drink) => drink.id === 'beer-pint')!;

describe('the API popular list arriving after the person began', () => {
  it('keeps the amounts entered on the built-in list, on the same drink where the API has it', async () => {
    await loadScreens();
    let answer: (list: PopularDrink[]) => void = () => undefined;
    const popularDrinks = () => new Promise<PopularDrink[] | undefined>((resolve) => (answer = resolve));
    renderCalculator(UCC_ROUTES.singleDrinks, {}, { popularDrinks });

    const add = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    add('Add one pint of beer');
    add('Add one pint of beer');
    add('Add one large glass of wine');
    // 2 x 2.272 + 1 x 3.25 units
    expect(document.body.textContent).toContain('7.8 units');

    await act(async () =>
      answer([
        popularFromServing({
          name: pint.name,
          abv: pint.abv,
          measureLitres: pint.measureLitres,
          measureDescription: 'Pint',
          calories: 182,
        }),
        popularFromServing({
          name: 'Prosecco',
          abv: 11,
          measureLitres: 0.125,
          measureDescription: 'Glass (125 ml)',
          calories: 86,
        }),
      ]),
    );

    expect(screen.getByLabelText<HTMLInputElement>('Number of drinks: Beer (Pint, 4%)').value).toBe('2');
    expect(screen.queryByLabelText(/Pint of beer/)).toBeNull();
    expect(document.body.textContent).toContain('7.8 units');
  });
});
