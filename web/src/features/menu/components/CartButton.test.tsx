import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_KEY, CartProvider } from '@/stores/cart';
import { CartButton } from './CartButton';

const renderButton = () =>
  render(
    <CartProvider>
      <CartButton onOpen={() => {}} />
    </CartProvider>,
  );

beforeEach(() => localStorage.clear());

describe('the cart pill', () => {
  it("is not shown while the cart is empty (no '0 items' over the photos)", async () => {
    localStorage.setItem(CART_KEY, '[]');
    renderButton();
    // Let the stored cart be read, then check nothing appeared.
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('button', { name: /View cart/ })).toBeNull();
  });

  it('shows the count once the cart has a dish', async () => {
    localStorage.setItem(CART_KEY, JSON.stringify([{ _id: 'm1', name: 'Masala Chaas', price: 3, image: '', quantity: 2 }]));
    renderButton();
    expect(await screen.findByRole('button', { name: /View cart/ })).toHaveTextContent('2 items');
  });
});
