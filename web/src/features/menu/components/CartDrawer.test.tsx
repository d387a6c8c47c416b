import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { settingsSaved } from '@/lib/settings';
import { CART_KEY, CartProvider } from '@/stores/cart';
import { CartDrawer } from './CartDrawer';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

function renderDrawer(lines: unknown[]) {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  const onClose = vi.fn();
  render(
    <MemoryRouter initialEntries={['/menu?cart=open']}>
      <CartProvider>
        <Routes>
          <Route path="/menu" element={<CartDrawer onClose={onClose} />} />
          <Route path="/orderconfirmationpage" element={<h1>Confirm page</h1>} />
        </Routes>
      </CartProvider>
    </MemoryRouter>,
  );
  return { onClose };
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});
afterEach(() => settingsSaved(DEFAULT_SETTINGS));

describe('the cart drawer', () => {
  it('disables − at 1, raises the quantity with +, and shows the subtotal', () => {
    renderDrawer([{ _id: 'a', name: 'Gujarati Thali', price: 12, image: '', quantity: 1 }]);
    const minus = screen.getByRole('button', { name: 'Decrease Gujarati Thali' });
    expect(minus).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Increase Gujarati Thali' }));
    expect(minus).toBeEnabled();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$24.00');
    fireEvent.click(minus);
    expect(minus).toBeDisabled();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$12.00');
  });

  it('removes a line, leaving the empty state', () => {
    renderDrawer([{ _id: 'a', name: 'Gujarati Thali', price: 12, image: '', quantity: 3 }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gujarati Thali' }));
    expect(screen.getByText('Your cart is empty. Add a dish from the menu.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$0.00');
  });

  it("shows the day's thali with its picture, not 'No Image'; a dish without one still says so", () => {
    renderDrawer([
      { _id: 'thali_2026-11-27_lunch', name: 'Kathiyawadi Thali (Jain)', price: 9, image: '', quantity: 1, variant: 'jain' },
      { _id: 'seed-plain', name: 'Plain Dish', price: 2, image: '', quantity: 1 },
    ]);
    const [thaliLine, dishLine] = screen.getAllByRole('listitem');
    expect(thaliLine).toHaveTextContent('Kathiyawadi Thali (Jain)');
    expect(thaliLine!.querySelector('img.cart-line-img')).toHaveAttribute('src', expect.stringMatching(/offer-gujarati-thali/));
    expect(thaliLine).not.toHaveTextContent('No Image');
    expect(dishLine).toHaveTextContent('No Image');
  });

  it("when the cart is empty, Checkout says 'Cart empty' and stays", async () => {
    renderDrawer([]);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Cart empty', expect.anything()));
    expect(screen.queryByText('Confirm page')).not.toBeInTheDocument();
  });

  it('Checkout goes to /orderconfirmationpage, and Escape closes the drawer', () => {
    const { onClose } = renderDrawer([{ _id: 'a', name: 'Gujarati Thali', price: 12, image: '', quantity: 1 }]);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Your Cart' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('Confirm page')).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('with an offer live, shows each line at the discounted price the server charges, the menu price struck through', () => {
    const hour = 3600_000;
    settingsSaved({
      ...DEFAULT_SETTINGS,
      locale: { ...DEFAULT_SETTINGS.locale, currencySymbol: '₹' },
      tax: { ...DEFAULT_SETTINGS.tax, applies: false },
      offers: [
        {
          id: 'feast',
          title: 'Family Feast',
          blurb: '',
          percentOff: 20,
          itemIds: ['a'],
          startsAt: new Date(Date.now() - hour).toISOString(),
          endsAt: new Date(Date.now() + hour).toISOString(),
          showAsDeal: true,
        },
      ],
    });
    renderDrawer([
      { _id: 'a', name: 'Gujarati Thali', price: 12, image: '', quantity: 2 },
      { _id: 'b', name: 'Sweet Lassi', price: 3.5, image: '', quantity: 1 },
    ]);
    const thali = screen.getByText('Gujarati Thali').closest('li')!;
    expect(thali).toHaveTextContent('Family Feast: 20% off');
    expect(thali).toHaveTextContent('Now ₹9.60 Was ₹12.00 each · Now ₹19.20 Was ₹24.00');
    expect(screen.getByText('Sweet Lassi').closest('li')).toHaveTextContent('₹3.50 each · ₹3.50');
    // 2 × 9.60 + 3.50
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('₹22.70');
    expect(screen.getByText('Service or parcel charge is added at checkout.')).toBeInTheDocument();
  });
});
