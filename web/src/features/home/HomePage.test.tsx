import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemView } from '@domain/menu';
import { DEFAULT_SETTINGS, type Offer, type Settings } from '@domain/settings';
import { settingsSaved } from '@/lib/settings';
import { CartProvider } from '@/stores/cart';
import { sampleDish, sampleThali } from '@/testing/fixtures';
import type { ThaliNow } from '@domain/thali-view';
import HomePage from './HomePage';

const getMenu = vi.hoisted(() => vi.fn());
vi.mock('@/api/menu', () => ({ getMenu }));
const getThaliNow = vi.hoisted(() => vi.fn());
vi.mock('@/api/thali', () => ({ getThaliNow }));

const dish = (id: string, name: string, price: number, extra: Partial<MenuItemView> = {}) => sampleDish(id, name, { category: 'Thali', price, ...extra });
const MENU = [
  dish('gujarati', 'Gujarati Thali', 12),
  dish('panjabi', 'Panjabi Thali', 12),
  dish('mini', 'Gujarati Mini', 8),
  dish('pav', 'Pav Bhaji', 8.5, { category: 'Snacks' }),
  dish('dosa', 'Masala Dosa', 9, { category: 'South Indian' }),
  dish('gone', 'Sold Out Special', 5, { soldOut: true }),
];

const HOUR = 3600_000;
const NOW = new Date('2026-12-03T06:30:00Z');
const offer = (o: Partial<Offer>): Offer => ({
  id: 'family-feast',
  title: 'Family Feast',
  blurb: 'Every thali for the table.',
  percentOff: 20,
  itemIds: ['gujarati', 'panjabi', 'mini'],
  startsAt: new Date(NOW.getTime() - HOUR).toISOString(),
  endsAt: '2026-12-05T17:30:00.000Z',
  showAsDeal: true,
  ...o,
});

function renderHome(settings: Partial<Settings>) {
  settingsSaved({ ...DEFAULT_SETTINGS, ...settings });
  render(
    <MemoryRouter>
      <CartProvider>
        <HomePage />
      </CartProvider>
    </MemoryRouter>,
  );
}
const section = (name: string) => screen.getByRole('region', { name });
const cards = (name: string) => within(section(name)).getAllByRole('listitem');

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  getMenu.mockResolvedValue(MENU);
  getThaliNow.mockResolvedValue({ current: null, next: null, orderable: null } satisfies ThaliNow);
});
afterEach(() => {
  vi.useRealTimers();
  settingsSaved(DEFAULT_SETTINGS);
});

describe('the home page cards are real dishes at the prices the server charges', () => {
  it('Top Offers shows the chosen dishes with their images, discounted while an offer runs', async () => {
    renderHome({ home: { topOfferItemIds: ['gujarati', 'pav', 'no-such-dish', 'gone'], trendingItemIds: [] }, offers: [offer({})] });
    // The first test also waits for the cards' lazily loaded module to be transformed.
    await within(section('Top Offers This Week')).findByRole('heading', { name: 'Gujarati Thali' }, { timeout: 5000 });
    const [thali, pav] = cards('Top Offers This Week');
    expect(cards('Top Offers This Week')).toHaveLength(2);
    expect(thali).toHaveTextContent('Gujarati ThaliNow $9.60 Was $12.00');
    expect(within(thali!).getByRole('img', { name: 'Gujarati Thali' })).toHaveAttribute('src', '/media/gujarati.webp');
    expect(pav).toHaveTextContent(/^Pav Bhaji\$8\.50$/);
    // Each card is a link to its dish's place on the menu.
    expect(within(thali!).getByRole('link')).toHaveAttribute('href', `/menu?category=${encodeURIComponent(MENU.find((d) => d._id === 'gujarati')!.category)}`);
  });

  it('Top Trending shows the original price and the discount only when an offer lowers the price', async () => {
    renderHome({
      home: { topOfferItemIds: [], trendingItemIds: ['mini', 'dosa'] },
      offers: [offer({ percentOff: 25 })],
      locale: { ...DEFAULT_SETTINGS.locale, currencySymbol: '₹' },
    });
    await within(section('Top Trending')).findByRole('heading', { name: 'Gujarati Mini' });
    const [mini, dosa] = cards('Top Trending');
    expect(mini).toHaveTextContent('25% OFF');
    expect(mini).toHaveTextContent('Now ₹6.00 Was ₹8.00');
    expect(dosa).not.toHaveTextContent('OFF');
    expect(dosa).not.toHaveTextContent('Was');
    expect(dosa).toHaveTextContent('₹9.00');
  });

  it('Weekend Deals shows only live offers marked as deals, with the dishes, and counts down to the offer’s end', async () => {
    renderHome({
      offers: [
        offer({}),
        offer({ id: 'dosa-day', title: 'Dosa Day', itemIds: ['dosa'], percentOff: 10, showAsDeal: false }),
        offer({ id: 'ended', title: 'Ended Deal', endsAt: new Date(NOW.getTime() - 1000).toISOString() }),
        offer({ id: 'soon', title: 'Not Yet', startsAt: new Date(NOW.getTime() + HOUR).toISOString() }),
      ],
    });
    const slide = await screen.findByRole('group', { name: '1 of 1: Family Feast' });
    const deals = section('Weekend Deals');
    expect(slide).toHaveTextContent('20% off Gujarati Thali, Panjabi Thali and 1 more');
    expect(slide).toHaveTextContent('Every thali for the table.');
    expect(within(slide).getByText('Ends Saturday 11:00 PM')).toHaveAttribute('dateTime', '2026-12-05T17:30:00.000Z');
    // SHOP NOW opens the menu where the deal's first dish is, not its first category.
    expect(within(slide).getByRole('link', { name: 'SHOP NOW: Family Feast' })).toHaveAttribute(
      'href',
      `/menu?category=${encodeURIComponent(MENU[0]!.category)}`,
    );
    expect(deals).not.toHaveTextContent(/Dosa Day|Ended Deal|Not Yet/);
    // One deal: nothing to move between.
    expect(within(deals).queryByRole('button', { name: 'Next deal' })).toBeNull();
  });

  it('says so when the owner chose no dishes, and shows no Weekend Deals heading once no deal runs', async () => {
    renderHome({ offers: [offer({ id: 'ended', title: 'Ended Deal', endsAt: new Date(NOW.getTime() - 1000).toISOString() })] });
    await screen.findByText('No offers this week.');
    expect(screen.queryByRole('heading', { name: 'Weekend Deals' })).toBeNull();
    expect(within(section('Top Trending')).getByText('Our favourites will be back soon.')).toBeInTheDocument();
  });

  it('keeps each section’s room while the menu loads, and says when it could not be loaded', async () => {
    let fail: (e: Error) => void = () => {};
    getMenu.mockReturnValue(new Promise((_, reject) => (fail = reject)));
    renderHome({ home: { topOfferItemIds: ['gujarati'], trendingItemIds: ['pav'] }, offers: [offer({})] });
    expect(within(section('Top Offers This Week')).getByRole('list', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(section('Top Trending').querySelectorAll('.is-skeleton')).toHaveLength(8);
    fail(new Error('offline'));
    expect(await within(section('Top Offers This Week')).findByText(/We could not load these dishes just now/)).toBeInTheDocument();
  });
});

describe("Today's Thali on the home page", () => {
  it('shows the service’s thali with its plates left, its variants and refills', async () => {
    getThaliNow.mockResolvedValue({ current: sampleThali(), next: null, orderable: 'thali_2026-12-03_lunch' });
    renderHome({});
    const card = await screen.findByRole('region', { name: "Today's Thali" });
    expect(within(card).getByText('5 plates left')).toBeTruthy();
    expect(within(card).getByText('Dal · Kadhi · Rotli')).toBeTruthy();
    expect(within(within(card).getByRole('list', { name: 'Variants' })).getByText('Jain')).toBeTruthy();
    expect(within(card).getByText('Unlimited refills')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('at zero says "Sold out for lunch" and shows the next service’s thali, which is not orderable yet', async () => {
    const dinner = sampleThali({ service: 'dinner', serviceName: 'Dinner', name: 'Kathiyawadi Thali', itemId: 'thali_2026-12-03_dinner', platesLeft: 30 });
    getThaliNow.mockResolvedValue({ current: sampleThali({ platesLeft: 0, soldOut: true }), next: dinner, orderable: 'thali_2026-12-03_lunch' });
    renderHome({});
    expect(await screen.findByText('Sold out for lunch. Next: dinner.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kathiyawadi Thali' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });
});
