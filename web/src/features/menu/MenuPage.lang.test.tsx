import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemView } from '@domain/menu';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { settingsSaved } from '@/lib/settings';
import { I18nProvider, MISSING_PATTERN, type Lang } from '@/i18n';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { CART_KEY, CartProvider } from '@/stores/cart';
import { sampleDish } from '@/testing/fixtures';
import MenuPage from './MenuPage';

// The page asks for the menu as its module loads (the test's address is '/', English): that answer is never used here.
const api = vi.hoisted(() => ({ getMenu: vi.fn(() => new Promise(() => {})), getCategories: vi.fn(), getDish: vi.fn(), getThaliNow: vi.fn() }));
vi.mock('@/api/menu', () => ({ getMenu: api.getMenu, getCategories: api.getCategories, getDish: api.getDish }));
vi.mock('@/api/thali', () => ({ getThaliNow: api.getThaliNow }));

/** A dish as GET /api/menu?lang= answers it: the owner's name in the language, the English beside it, the category's name. */
const dish = (id: string, name: string, nameEn: string, category: string, categoryName: string, extra: Partial<MenuItemView> = {}) =>
  ({ ...sampleDish(id, name, { category, price: 4, ...extra }), nameEn, categoryName }) as MenuItemView & { categoryName: string };

const MENUS = {
  gu: [
    dish('khandvi', 'ખાંડવી', 'Khandvi', 'Snacks', 'ફરસાણ', { diet: 'jain', spiceLevel: 2, allergens: ['milk', 'Gluten', 'saffron'] }),
    dish('samosa', 'પંજાબી સમોસા', 'Punjabi Samosa', 'Snacks', 'ફરસાણ', { soldOut: true }),
  ],
  hi: [
    dish('khandvi', 'खांडवी', 'Khandvi', 'Snacks', 'फरसाण', { diet: 'jain', spiceLevel: 2, allergens: ['milk', 'Gluten', 'saffron'] }),
    dish('samosa', 'पंजाबी समोसा', 'Punjabi Samosa', 'Snacks', 'फरसाण', { soldOut: true }),
  ],
};
const CATALOGS = { gu, hi };
const HEADINGS = { gu: 'અમારું મેનુ', hi: 'हमारा मेन्यू' };
const ADD = { gu: 'કાર્ટમાં ઉમેરો', hi: 'कार्ट में जोड़ें' };
/** The common allergens in the language, whatever case the owner typed; a word the messages don't know as typed. */
const ALLERGENS = { gu: 'સમાવે છે: દૂધ, ગ્લુટેન, saffron', hi: 'इसमें है: दूध, ग्लूटेन, saffron' };
const SOLD_OUT = { gu: 'ખતમ', hi: 'ख़त्म' };
const VIEW_CART = { gu: 'કાર્ટ જુઓ', hi: 'कार्ट देखें' };

async function renderMenu(lang: Exclude<Lang, 'en'>) {
  api.getMenu.mockResolvedValue(MENUS[lang]);
  render(
    <I18nProvider lang={lang} catalog={CATALOGS[lang]}>
      <MemoryRouter initialEntries={[`/${lang}/menu?category=Snacks`]}>
        <CartProvider>
          <Routes>
            <Route path={`/${lang}/menu`} element={<MenuPage />} />
          </Routes>
        </CartProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
  await act(async () => {});
}

beforeEach(() => {
  localStorage.clear();
  settingsSaved(DEFAULT_SETTINGS);
  api.getCategories.mockResolvedValue({ shown: ['Thali', 'Snacks'], hidden: [] });
  api.getThaliNow.mockResolvedValue({ current: null, next: null, orderable: null });
});
afterEach(() => vi.clearAllMocks());

describe.each(['gu', 'hi'] as const)('the menu in %s', (lang) => {
  it("asks for the dishes in the page's language and reads in it: heading, category, dishes, buttons, marks", async () => {
    await renderMenu(lang);

    expect(await screen.findByRole('heading', { level: 1, name: HEADINGS[lang] })).toBeInTheDocument();
    expect(api.getMenu).toHaveBeenCalledWith(expect.anything(), lang);
    // The category's heading and its button in the sidebar are the owner's name for it, not the English key.
    expect(screen.getByRole('heading', { level: 2, name: MENUS[lang][0]!.categoryName })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: MENUS[lang][0]!.name });
    expect(within(card).getByRole('button', { name: new RegExp(ADD[lang]) })).toBeInTheDocument();
    expect(within(card).getAllByRole('img', { name: lang === 'gu' ? 'જૈન' : 'जैन' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(SOLD_OUT[lang]).length).toBeGreaterThan(0);
    expect(within(card).getByText(ALLERGENS[lang])).toBeInTheDocument();
    expect(document.title).not.toMatch(/^Menu/);
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
    expect(document.body.textContent).not.toMatch(/Add to cart|Sold out|Our Menu/);

    fireEvent.click(within(card).getByRole('button', { name: new RegExp(ADD[lang]) }));
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toMatchObject([{ _id: 'khandvi', quantity: 1 }]);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(VIEW_CART[lang]) }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.textContent).not.toMatch(MISSING_PATTERN);
    expect(within(drawer).getByRole('heading', { name: lang === 'gu' ? 'આપનું કાર્ટ' : 'आपका कार्ट' })).toBeInTheDocument();
  });
});
