import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { settingsSaved } from '@/lib/settings';
import { I18nProvider, MISSING_PATTERN } from '@/i18n';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { CART_KEY, CartProvider } from '@/stores/cart';
import OrderPage from './OrderPage';

const api = vi.hoisted(() => ({ getPickupTimes: vi.fn() }));
vi.mock('@/api/orders', () => api);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

beforeEach(() => {
  localStorage.clear();
  settingsSaved(DEFAULT_SETTINGS);
  localStorage.setItem(CART_KEY, JSON.stringify([{ _id: 'samosa', name: 'Samosa', price: 4, image: '', quantity: 2 }]));
  api.getPickupTimes.mockReset().mockResolvedValue({ asap: null, times: [] });
});

describe.each([
  ['gu', gu, 'ઓનલાઇન ઓર્ડર', 'ડાઇન-ઇન', '2 વસ્તુઓ'],
  ['hi', hi, 'ऑनलाइन ऑर्डर', 'डाइन-इन', '2 आइटम'],
] as const)('/%s/order', (lang, catalog, heading, dineIn, items) => {
  it('asks how the guest will have the order in the language, and choosing leads to the menu in it', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider lang={lang} catalog={catalog}>
        <MemoryRouter initialEntries={[`/${lang}/order`]}>
          <CartProvider>
            <Routes>
              <Route path={`/${lang}/order`} element={<OrderPage />} />
              <Route path="*" element={<Where />} />
            </Routes>
          </CartProvider>
        </MemoryRouter>
      </I18nProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText(items)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
    expect(document.body.textContent).not.toMatch(/Choose|Pick your dishes|Your cart has/);

    await user.click(screen.getByRole('button', { name: new RegExp(dineIn) }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/${lang}/menu`);
  });
});
