import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { HydratedContext, HydrationProvider } from '@/lib/hydration';
import { settingsSaved } from '@/lib/settings';
import { usePricedLines } from '@/lib/prices';
import { CART_KEY, CartProvider, MAX_QUANTITY, addLine, readStoredCart, reconcileLines, setLineQuantity, subtotalOf, useCart, type CartLine } from './cart';

const thali = { _id: 'a', name: 'Gujarati Thali', price: 12, image: '/a.webp' };
const lassi = { _id: 'b', name: 'Sweet Lassi', price: 3.5, image: '' };

describe('cart rules (spec §4)', () => {
  it('a new item starts at quantity 1', () => {
    expect(addLine([], thali)).toEqual([{ ...thali, quantity: 1 }]);
  });

  it('adding an existing item raises its quantity by 1', () => {
    const lines = addLine(addLine(addLine([], thali), lassi), thali);
    expect(lines.map((l) => [l._id, l.quantity])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
  });

  it('setting the quantity to 0 or less removes the item', () => {
    const lines = addLine(addLine([], thali), lassi);
    expect(setLineQuantity(lines, 'a', 0).map((l) => l._id)).toEqual(['b']);
    expect(setLineQuantity(lines, 'b', -2).map((l) => l._id)).toEqual(['a']);
  });

  it('sets a positive quantity, capped at the most the server accepts', () => {
    const lines = addLine([], thali);
    expect(setLineQuantity(lines, 'a', 4)[0]!.quantity).toBe(4);
    expect(setLineQuantity(lines, 'a', 500)[0]!.quantity).toBe(MAX_QUANTITY);
  });

  it('adds up the subtotal in cents: 3 × $0.10 + $0.20 is $0.50', () => {
    const lines: CartLine[] = [
      { ...thali, price: 0.1, quantity: 3 },
      { ...lassi, price: 0.2, quantity: 1 },
    ];
    expect(subtotalOf(lines)).toBe(0.5);
  });
});

describe('reconciling the stored cart with the current menu', () => {
  const stored: CartLine[] = [
    { ...thali, quantity: 2 },
    { ...lassi, quantity: 1 },
    { _id: 'gone', name: 'Old Special', price: 9, image: '', quantity: 1 },
  ];

  it('drops dishes no longer on the menu and sold-out ones, and takes the current prices', () => {
    const r = reconcileLines(stored, [
      { ...thali, price: 13.5, soldOut: false },
      { ...lassi, soldOut: true },
    ]);
    expect(r.lines).toEqual([{ ...thali, price: 13.5, quantity: 2 }]);
    expect(r.removed.map((l) => l.name)).toEqual(['Old Special']);
    expect(r.soldOut.map((l) => l.name)).toEqual(['Sweet Lassi']);
    expect(r.repriced).toEqual([{ name: 'Gujarati Thali', from: 12, to: 13.5 }]);
  });

  it('changes nothing when the menu agrees with the cart', () => {
    const r = reconcileLines(stored.slice(0, 2), [
      { ...thali, soldOut: false },
      { ...lassi, soldOut: false },
    ]);
    expect(r).toEqual({ lines: stored.slice(0, 2), removed: [], soldOut: [], repriced: [] });
  });
});

describe('the stored cart', () => {
  it('ignores unreadable or malformed storage', () => {
    localStorage.setItem(CART_KEY, '{not json');
    expect(readStoredCart(localStorage)).toEqual([]);
    localStorage.setItem(CART_KEY, JSON.stringify([{ _id: 'a', name: 'x', price: 'free', quantity: 1 }, { _id: 'b', name: 'y', price: 2, quantity: 0 }, null]));
    expect(readStoredCart(localStorage)).toEqual([]);
  });

  describe('CartProvider', () => {
    beforeEach(() => localStorage.clear());

    function Probe() {
      const cart = useCart();
      const { subtotal } = usePricedLines(cart.lines);
      return (
        <div>
          <p>count {cart.count}</p>
          <p>subtotal {subtotal}</p>
          <button onClick={() => cart.add(thali)}>add thali</button>
          <button onClick={() => cart.setQuantity('a', 0)}>zero thali</button>
        </div>
      );
    }

    it('survives a reload: what is added is kept in localStorage and read back', () => {
      const first = render(
        <CartProvider>
          <Probe />
        </CartProvider>,
      );
      act(() => screen.getByText('add thali').click());
      act(() => screen.getByText('add thali').click());
      expect(screen.getByText('count 2')).toBeInTheDocument();
      expect(screen.getByText('subtotal 24')).toBeInTheDocument();
      first.unmount();

      render(
        <CartProvider>
          <Probe />
        </CartProvider>,
      );
      expect(screen.getByText('count 2')).toBeInTheDocument();
      act(() => screen.getByText('zero thali').click());
      expect(screen.getByText('count 0')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([]);
    });

    it('on a prerendered page, the stored cart shows once the page is hydrated', () => {
      localStorage.setItem(CART_KEY, JSON.stringify([{ ...thali, quantity: 2 }]));
      render(
        <HydrationProvider hydrating>
          <CartProvider>
            <Probe />
          </CartProvider>
        </HydrationProvider>,
      );
      expect(screen.getByText('count 2')).toBeInTheDocument();
    });

    it('a tap on Add before the stored cart is read adds to the stored lines rather than replacing them', () => {
      localStorage.setItem(CART_KEY, JSON.stringify([{ ...thali, quantity: 2 }]));
      const cart = (hydrated: boolean) => (
        <HydratedContext.Provider value={hydrated}>
          <CartProvider>
            <Probe />
          </CartProvider>
        </HydratedContext.Provider>
      );
      const view = render(cart(false));
      expect(screen.getByText('count 0')).toBeInTheDocument();
      act(() => screen.getByText('add thali').click());
      view.rerender(cart(true));
      expect(screen.getByText('count 3')).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([{ ...thali, quantity: 3 }]);
    });
  });
});

describe('the cart figure follows the offers, as the server prices them', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers({ now: new Date('2026-12-04T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    settingsSaved(DEFAULT_SETTINGS);
  });

  function Lines() {
    const cart = usePricedLines(useCart().lines);
    return (
      <ul>
        {cart.lines.map((l) => (
          <li key={l._id}>
            {l.name} {l.price} {l.originalPrice ?? '-'} {l.offer?.title ?? '-'}
          </li>
        ))}
        <li>subtotal {cart.subtotal}</li>
      </ul>
    );
  }

  it('a live offer lowers its dishes in the cart, and the menu price comes back the moment it ends', () => {
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { ...thali, quantity: 2 },
        { ...lassi, quantity: 1 },
      ]),
    );
    settingsSaved({
      ...DEFAULT_SETTINGS,
      offers: [
        {
          id: 'feast',
          title: 'Family Feast',
          blurb: '',
          percentOff: 20,
          itemIds: ['a'],
          startsAt: '2026-12-01T00:00:00Z',
          endsAt: '2026-12-04T12:00:30Z',
          showAsDeal: true,
        },
      ],
    });
    render(
      <CartProvider>
        <Lines />
      </CartProvider>,
    );
    expect(screen.getByText('Gujarati Thali 9.6 12 Family Feast')).toBeInTheDocument();
    expect(screen.getByText('Sweet Lassi 3.5 - -')).toBeInTheDocument();
    // 2 × 9.60 + 3.50, added in cents
    expect(screen.getByText('subtotal 22.7')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.getByText('Gujarati Thali 12 - -')).toBeInTheDocument();
    expect(screen.getByText('subtotal 27.5')).toBeInTheDocument();
  });
});
