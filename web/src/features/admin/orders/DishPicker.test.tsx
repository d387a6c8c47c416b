import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { ThaliView } from '@domain/thali-view';
import type { MenuItemView } from '@/api/menu';
import type { Resource } from '@/lib/use-resource';
import { DishPicker } from './DishPicker';
import { thaliItems, type PickableItem } from './use-new-order';

vi.mock('@/lib/settings', () => ({ useSettings: () => DEFAULT_SETTINGS, settingsNow: () => DEFAULT_SETTINGS }));

const dish: MenuItemView = {
  _id: 'm1',
  id: 'm1',
  name: 'Gujarati Thali',
  description: 'The menu dish',
  category: 'Thalis',
  price: 9.5,
  image: '',
  soldOut: false,
  diet: 'veg',
  spiceLevel: 0,
  allergens: [],
} as MenuItemView;
const lunch: ThaliView = {
  date: '2030-01-14',
  service: 'lunch',
  serviceName: 'Lunch',
  name: 'Gujarati Thali',
  price: 12.5,
  special: false,
  components: ['Dal', 'Rice'],
  variants: ['regular'],
  refill: { policy: 'unlimited', note: '' },
  platesTotal: 5,
  platesLeft: 2,
  soldOut: false,
  itemId: 'thali_2030-01-14_lunch',
};
const loaded = (data: PickableItem[]): Resource<PickableItem[]> => ({ data, error: null, loading: false, reload: () => undefined });

describe("New Order's dish picker", () => {
  it("sets today's thali apart from a menu dish of the same name, with its own group, badge and buttons", async () => {
    const setQuantity = vi.fn();
    const items = [...thaliItems({ current: lunch, next: null, orderable: lunch.itemId }), dish];
    render(<DishPicker menu={loaded(items)} quantities={{}} setQuantity={setQuantity} />);

    const thaliGroup = screen.getByRole('list', { name: "Today's Thali" });
    expect(within(thaliGroup).getAllByRole('listitem')).toHaveLength(1);
    expect(within(thaliGroup).getByRole('listitem')).toHaveTextContent(/Gujarati Thali\s*Today's Thali/);
    const menuGroup = screen.getByRole('list', { name: 'Menu items' });
    expect(within(menuGroup).getAllByRole('listitem')).toHaveLength(1);
    expect(within(menuGroup).queryByText("Today's Thali")).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: "Add today's thali, Gujarati Thali" }));
    expect(setQuantity).toHaveBeenLastCalledWith(`${lunch.itemId}:regular`, 1);
    await userEvent.click(screen.getByRole('button', { name: 'Add Gujarati Thali' }));
    expect(setQuantity).toHaveBeenLastCalledWith('m1', 1);
  });

  it('shows no thali group when no thali can be sold now', () => {
    render(<DishPicker menu={loaded([dish])} quantities={{ m1: 2 }} setQuantity={() => undefined} />);
    expect(screen.queryByRole('list', { name: "Today's Thali" })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Gujarati Thali quantity' })).toHaveTextContent('2');
  });
});
