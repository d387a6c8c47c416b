import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
});
