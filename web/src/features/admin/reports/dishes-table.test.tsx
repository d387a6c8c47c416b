import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DishesTable } from './DishesTable';

const dishes = [
  { itemId: 'a', name: 'Gujarati Thali', quantity: 3, revenue: 900 },
  { itemId: 'b', name: 'Masala Chaas', quantity: 12, revenue: 600 },
  { itemId: 'c', name: 'Dal Baati', quantity: 5, revenue: 1200 },
];
const money = (n: number) => `$${n.toFixed(2)}`;
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getByRole('rowheader').textContent);

describe('the dishes table', () => {
  it('lists the best earners first, and sorts by a column when its heading is pressed, reversing on a second press', async () => {
    render(<DishesTable dishes={dishes} money={money} />);
    expect(names()).toEqual(['Dal Baati', 'Gujarati Thali', 'Masala Chaas']);
    await userEvent.click(screen.getByRole('button', { name: 'Quantity' }));
    expect(names()).toEqual(['Masala Chaas', 'Dal Baati', 'Gujarati Thali']);
    expect(screen.getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Quantity/ }));
    expect(names()).toEqual(['Gujarati Thali', 'Dal Baati', 'Masala Chaas']);
    await userEvent.click(screen.getByRole('button', { name: 'Dish' }));
    expect(names()).toEqual(['Dal Baati', 'Gujarati Thali', 'Masala Chaas']);
  });

  it('says so when no dish was sold', () => {
    render(<DishesTable dishes={[]} money={money} />);
    expect(screen.getByText('No dishes sold in this range.')).toBeInTheDocument();
  });
});
