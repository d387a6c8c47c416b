import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_RENDERED_AT_ID, PAGE_SETTINGS_ID } from '@domain/menu-snapshot';
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import type { Settings } from '@domain/settings';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), api: { get } }));

// A dish on a 20% offer that ran 10:00–11:00 in Kolkata on 3 December.
const offer = {
  id: 'morning-deal',
  title: 'Morning deal',
  blurb: '',
  percentOff: 20,
  itemIds: ['dish'],
  startsAt: '2026-12-03T04:30:00.000Z',
  endsAt: '2026-12-03T05:30:00.000Z',
  showAsDeal: false,
};
const saved: Settings = { ...DEFAULT_SETTINGS, offers: [offer] };

const addBlock = (id: string, value: unknown) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = JSON.stringify(value);
  document.body.append(block);
};

afterEach(() => {
  document.getElementById(PAGE_SETTINGS_ID)?.remove();
  document.getElementById(PAGE_RENDERED_AT_ID)?.remove();
  vi.useRealTimers();
});

describe('prices while a page rendered by the server hydrates', () => {
  it("draws the offer's price at the instant the page was rendered, as its HTML does, and the price now once hydrated", async () => {
    // The page was rendered at 10:30, while the offer ran; the browser opens it (a copy kept at the edge, or a clock
    // that is off) at 11:10, once the offer has ended.
    addBlock(PAGE_SETTINGS_ID, saved);
    addBlock(PAGE_RENDERED_AT_ID, '2026-12-03T05:00:00.000Z');
    vi.useFakeTimers({ now: Date.parse('2026-12-03T05:40:00.000Z'), toFake: ['Date'] });
    vi.resetModules();
    const { usePriceNow } = await import('./prices');
    const { HydrationProvider } = await import('./hydration');
    const drawn: number[] = [];
    function Price() {
      const { price } = usePriceNow()({ _id: 'dish', price: 100 });
      drawn.push(price);
      return <p>₹{price}</p>;
    }
    render(
      <HydrationProvider hydrating>
        <Price />
      </HydrationProvider>,
    );
    expect(drawn[0], 'the first render matches the HTML rendered at 10:30').toBe(80);
    await waitFor(() => expect(screen.getByText('₹100')).toBeTruthy());
    expect(get).not.toHaveBeenCalled();
  });

  it('without an instant in the page (a page the browser renders itself), the price is the one now from the first render', async () => {
    addBlock(PAGE_SETTINGS_ID, saved);
    vi.useFakeTimers({ now: Date.parse('2026-12-03T05:10:00.000Z'), toFake: ['Date'] });
    vi.resetModules();
    const { usePriceNow } = await import('./prices');
    const drawn: number[] = [];
    function Price() {
      const { price } = usePriceNow()({ _id: 'dish', price: 100 });
      drawn.push(price);
      return <p>₹{price}</p>;
    }
    render(<Price />);
    expect(drawn).toEqual([80]);
  });
});

describe("a dish's offer in the page's language", () => {
  it('is named as the owner named it in Gujarati or Hindi, and in English where there is no translation', async () => {
    const { priceNow } = await import('./prices');
    const offer = {
      ...DEFAULT_SETTINGS.offers[0],
      id: 'lunch-deal',
      title: 'Lunch deal',
      titleI18n: { gu: 'બપોરની ઓફર' },
      percentOff: 10,
      startsAt: '2000-01-01T00:00:00.000Z',
      endsAt: '2999-01-01T00:00:00.000Z',
      itemIds: ['dal'],
    } as unknown as Settings['offers'][number];
    const settings = { offers: [offer] };
    const dal = { _id: 'dal', price: 100 };
    const now = new Date('2030-01-01T12:00:00.000Z');
    expect(priceNow(settings, dal, now, 'gu').offer?.title).toBe('બપોરની ઓફર');
    expect(priceNow(settings, dal, now, 'hi').offer?.title).toBe('Lunch deal');
    expect(priceNow(settings, dal, now).offer).toEqual({ id: 'lunch-deal', title: 'Lunch deal', percentOff: 10 });
  });
});
