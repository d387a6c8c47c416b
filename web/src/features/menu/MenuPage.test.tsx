import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemView } from '@domain/menu';
import { DEFAULT_SETTINGS, type Offer } from '@domain/settings';
import type { ThaliNow, ThaliView } from '@domain/thali-view';
import { ApiError } from '@/lib/api-client';
import { settingsSaved } from '@/lib/settings';
import { CART_KEY, CartProvider } from '@/stores/cart';
import { sampleDish, sampleThali } from '@/testing/fixtures';
import MenuPage from './MenuPage';

// The page asks for the menu as its module loads, before any test runs: that first answer waits for the file's menu.
const menuReady = vi.hoisted(() => ({ items: null as unknown[] | null }));
const api = vi.hoisted(() => ({
  getMenu: vi.fn(
    () =>
      new Promise((resolve) => {
        const wait = () => (menuReady.items ? resolve(menuReady.items) : setTimeout(wait, 5));
        wait();
      }),
  ),
  getCategories: vi.fn(),
  getDish: vi.fn(),
  getThaliNow: vi.fn(),
}));
vi.mock('@/api/menu', () => ({ getMenu: api.getMenu, getCategories: api.getCategories, getDish: api.getDish }));
vi.mock('@/api/thali', () => ({ getThaliNow: api.getThaliNow }));

const dish = (id: string, name: string, extra: Partial<MenuItemView> = {}) => sampleDish(id, name, { category: 'Snacks', price: 4, ...extra });
const LONG =
  'Delicate rolls of gram flour and yoghurt, tempered with mustard seeds, sesame and grated coconut, cut at the table and served with green chutney and a wedge of lemon for the road.';
const MENU = [
  dish('khandvi', 'Khandvi', { description: LONG, diet: 'jain', spiceLevel: 2, allergens: ['milk', 'sesame'], price: 5 }),
  dish('samosa', 'Punjabi Samosa', { allergens: ['gluten'] }),
  dish('gujarati', 'Gujarati Thali', { category: 'Thali', price: 12 }),
  dish('jeera', 'Jeera Rice', { category: 'Rice', diet: 'jain' }),
  dish('dal', 'Dal Fry', { category: 'Thali', diet: 'jain' }),
];
const CATEGORIES = ['Thali', 'Rice', 'Snacks', 'Desserts'];
menuReady.items = MENU;

// A larger service than the sample's: 12 plates of 40 left.
const thali = (over: Partial<ThaliView> = {}): ThaliView =>
  sampleThali({ name: 'Kathiyawadi Thali', price: 9, components: ['Dal', 'Bhaat', 'Rotli'], platesTotal: 40, platesLeft: 12, ...over });
const now = (t: ThaliView | null): ThaliNow => ({ current: t, next: null, orderable: t?.itemId ?? null });

const offer: Offer = {
  id: 'snack-hour',
  title: 'Snack Hour',
  blurb: '',
  percentOff: 20,
  itemIds: ['khandvi'],
  startsAt: '2020-01-01T00:00:00.000Z',
  endsAt: '2099-01-01T00:00:00.000Z',
  showAsDeal: false,
};

/** The address the page is at, as the test reads it; and a Back button like the browser's. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{location.pathname + location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

async function renderMenu(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <CartProvider>
        <Routes>
          <Route
            path="/menu"
            element={
              <>
                <MenuPage />
                <Address />
              </>
            }
          />
        </Routes>
      </CartProvider>
    </MemoryRouter>,
  );
  await act(async () => {});
}
const address = () => screen.getByTestId('address').textContent;
const cartLines = () => JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as Array<{ _id: string; name: string; variant?: string; quantity: number }>;

beforeEach(() => {
  localStorage.clear();
  settingsSaved({ ...DEFAULT_SETTINGS, offers: [offer] });
  api.getMenu.mockResolvedValue(MENU);
  api.getCategories.mockResolvedValue({ shown: CATEGORIES, hidden: [] });
  api.getThaliNow.mockResolvedValue(now(thali()));
  api.getDish.mockReset().mockImplementation((id: string) => {
    const found = MENU.find((d) => d._id === id);
    return found
      ? Promise.resolve(found)
      : Promise.reject(new ApiError(404, 'Dish not found', { success: false, code: 'not_found', message: 'Dish not found' }));
  });
});
afterEach(() => {
  vi.clearAllMocks();
  settingsSaved(DEFAULT_SETTINGS);
});

describe('dish details', () => {
  it('tapping a dish opens its details with the whole description, diet, spice, allergens, price and offer; Add adds it; Back closes it', async () => {
    await renderMenu('/menu?category=Snacks');

    fireEvent.click(await screen.findByRole('link', { name: 'Khandvi' }));

    const dialog = await screen.findByRole('dialog', { name: 'Khandvi' });
    expect(address()).toBe('/menu?category=Snacks&dish=khandvi');
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Jain' })).toBeInTheDocument();
    expect(dialog.querySelector('.diet-text')).toHaveTextContent('Jain');
    expect(within(dialog).getByText('Spice: Medium')).toBeInTheDocument();
    expect(within(dialog).getByText('Contains: milk, sesame')).toBeInTheDocument();
    expect(within(dialog).getByText('Snack Hour: 20% off')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Now $4.00');
    expect(dialog).toHaveTextContent('Was $5.00');
    expect(api.getDish).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(cartLines()).toMatchObject([{ _id: 'khandvi', quantity: 1 }]);
    expect(within(dialog).getByText('In your cart: 1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/menu?category=Snacks');
  });

  it('× closes details opened from the menu by going back, so Back does not open them again', async () => {
    await renderMenu('/menu?category=Snacks');
    fireEvent.click(await screen.findByRole('link', { name: 'Punjabi Samosa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Punjabi Samosa' });
    expect(within(dialog).getByText('Contains: gluten')).toBeInTheDocument();
    expect(within(dialog).getByText('Not spicy')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dish details' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/menu?category=Snacks');
  });

  it('opened from its address, it shows the dish, and closing takes ?dish off in place', async () => {
    await renderMenu('/menu?dish=jeera');
    const dialog = await screen.findByRole('dialog', { name: 'Jeera Rice' });
    expect(within(dialog).getByText('No allergens listed. Ask us if you are unsure.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close dish details' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/menu');
  });

  it('asks the server for a dish the page has not loaded, saying so while it waits, and says when it is off the menu', async () => {
    api.getMenu.mockReturnValue(new Promise(() => undefined));
    let answer!: (d: MenuItemView) => void;
    api.getDish.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await renderMenu('/menu?dish=khandvi');
    expect(within(screen.getByRole('dialog')).getByText('Loading dish...')).toBeInTheDocument();
    await act(async () => answer(MENU[0]!));
    expect(screen.getByRole('dialog', { name: 'Khandvi' })).toHaveTextContent('Contains: milk, sesame');
    expect(api.getDish).toHaveBeenCalledWith('khandvi', expect.anything());

    api.getDish.mockRejectedValueOnce(new ApiError(404, 'Dish not found', { success: false, code: 'not_found', message: 'Dish not found' }));
    await renderMenu('/menu?dish=gone');
    expect(await screen.findByText('This dish is not on the menu any more.')).toBeInTheDocument();
  });

  it('when the dish fails to load, says so and tries again', async () => {
    api.getMenu.mockReturnValue(new Promise(() => undefined));
    api.getDish.mockRejectedValueOnce(new ApiError(0, 'Network error')).mockResolvedValueOnce(MENU[1]);
    await renderMenu('/menu?dish=samosa');
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Punjabi Samosa' })).toBeInTheDocument();
  });
});

describe('the diet filter', () => {
  it("Jain shows the dishes marked Jain, with the thali's Jain variant first; its Add puts the Jain thali in the cart", async () => {
    await renderMenu('/menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Jain' }));

    const results = screen.getByRole('region', { name: 'Thali' });
    const articles = within(results).getAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual(['Kathiyawadi Thali (Jain)', 'Dal Fry']);
    expect(within(results).queryByText('Gujarati Thali')).not.toBeInTheDocument();

    fireEvent.click(within(articles[0]!).getByRole('button', { name: 'Add Kathiyawadi Thali (Jain) to cart' }));
    expect(cartLines()).toMatchObject([{ _id: 'thali_2026-12-03_lunch', name: 'Kathiyawadi Thali (Jain)', variant: 'jain', quantity: 1 }]);
  });

  it('a category with no Jain dishes says so and points to the categories that have them', async () => {
    await renderMenu('/menu?diet=jain&category=Desserts');
    const empty = await screen.findByText(/No Jain dishes here: see/);
    expect(empty).toHaveTextContent('No Jain dishes here: see Thali, Rice, Snacks');

    fireEvent.click(within(empty).getByRole('button', { name: 'Rice' }));

    expect(address()).toBe('/menu?diet=jain&category=Rice');
    expect(screen.getByRole('heading', { name: 'Jeera Rice' })).toBeInTheDocument();
  });

  it('with no thali in the variant and no dish marked so, vegan says there are none and offers all dishes', async () => {
    await renderMenu('/menu?diet=vegan&category=Snacks');
    const empty = await screen.findByText(/No vegan dishes on the menu yet/);
    expect(screen.queryByRole('heading', { name: 'Kathiyawadi Thali (Jain)' })).not.toBeInTheDocument();
    fireEvent.click(within(empty).getByRole('button', { name: 'Show all dishes' }));
    expect(address()).toBe('/menu?category=Snacks');
    expect(screen.getByRole('heading', { name: 'Punjabi Samosa' })).toBeInTheDocument();
  });

  it("without a filter, the thali stays Today's Thali at the top and leads no results", async () => {
    api.getThaliNow.mockResolvedValue(now(thali({ variants: ['regular'] })));
    await renderMenu('/menu?diet=jain');
    expect(await screen.findByRole('heading', { name: 'Dal Fry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's Thali" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kathiyawadi Thali (Jain)' })).not.toBeInTheDocument();
  });
});

describe("the first row's pictures", () => {
  it('load at once, and only the first dish asks at high priority, leaving a phone its connections for the scripts', async () => {
    await renderMenu('/menu?category=Snacks');

    const pictures = [await screen.findByRole('img', { name: 'Khandvi' }), screen.getByRole('img', { name: 'Punjabi Samosa' })];
    expect(pictures.map((p) => [p.getAttribute('loading'), p.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
    ]);
  });
});
