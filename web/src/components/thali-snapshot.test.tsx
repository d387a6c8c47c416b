import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_THALI_ID } from '@domain/menu-snapshot';
import type { ThaliNow } from '@domain/thali-view';
import { CartProvider } from '@/stores/cart';
import { TodaysThali } from './TodaysThali';
import { usePageThali } from './thali-snapshot';

const getThaliNow = vi.hoisted(() => vi.fn());
vi.mock('@/api/thali', () => ({ getThaliNow }));

const lunch: ThaliNow = {
  current: {
    date: '2026-12-03',
    service: 'lunch',
    serviceName: 'Lunch',
    name: 'Gujarati Thali',
    price: 12.5,
    special: false,
    components: ['Dal', 'Kadhi', 'Rotli'],
    variants: ['regular'],
    refill: { policy: 'unlimited', note: '' },
    platesTotal: 5,
    platesLeft: 5,
    soldOut: false,
    itemId: 'thali_2026-12-03_lunch',
  },
  next: null,
  orderable: 'thali_2026-12-03_lunch',
};

function Home() {
  return <TodaysThali initial={usePageThali()} />;
}

afterEach(() => document.getElementById(PAGE_THALI_ID)?.remove());

describe("the home page's thali from the page's HTML", () => {
  it('draws the thali the server rendered at the first render, then the plates left now, and a later visit asks the server', async () => {
    let answer!: (now: ThaliNow) => void;
    getThaliNow.mockReturnValueOnce(new Promise<ThaliNow>((resolve) => (answer = resolve)));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_THALI_ID;
    block.textContent = JSON.stringify(lunch);
    document.body.append(block);

    const first = render(
      <CartProvider>
        <Home />
      </CartProvider>,
    );
    // Synchronously, in the very first render: what hydration must match, with no room kept and nothing loading.
    expect(screen.getByText('5 plates left')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Gujarati Thali' })).toBeTruthy();
    // The page may be a copy Hosting's CDN kept for a minute: once live, it asks for the plates left now.
    await vi.waitFor(() => expect(getThaliNow).toHaveBeenCalledTimes(1));
    expect(screen.getByText('5 plates left')).toBeTruthy();
    answer({ ...lunch, current: { ...lunch.current!, platesLeft: 3 } });
    expect(await screen.findByText('3 plates left')).toBeTruthy();
    first.unmount();
    getThaliNow.mockReset();
    getThaliNow.mockResolvedValue({ current: null, next: null, orderable: null });

    // An in-app visit later does not reuse the page's old plates: it asks, and shows what the server says now.
    render(
      <CartProvider>
        <Home />
      </CartProvider>,
    );
    expect(screen.queryByText('5 plates left')).toBeNull();
    await vi.waitFor(() => expect(getThaliNow).toHaveBeenCalledTimes(1));
  });
});
