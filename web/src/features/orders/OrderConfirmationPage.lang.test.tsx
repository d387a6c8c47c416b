import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { settingsSaved } from '@/lib/settings';
import { SessionProvider } from '@/lib/session';
import { I18nProvider, MISSING_PATTERN, type Lang } from '@/i18n';
import gu from '@/i18n/catalog.gu';
import hi from '@/i18n/catalog.hi';
import { CART_KEY, CartProvider, ORDER_TYPE_KEY } from '@/stores/cart';
import OrderConfirmationPage from './OrderConfirmationPage';

const api = vi.hoisted(() => ({ placeOrder: vi.fn(), getPickupTimes: vi.fn(), verifyOrderOtp: vi.fn(), resendOrderOtp: vi.fn() }));
vi.mock('@/api/orders', () => api);

const CATALOGS = { gu, hi };
/** What a guest reads, in each language: the heading, the form's checks, the code dialog's title. */
const SAYS = {
  gu: {
    heading: 'ઓર્ડર કન્ફર્મ કરો',
    required: 'કૃપા કરી બધી જરૂરી વિગતો ભરો',
    badPhone: 'કૃપા કરી સાચો 10 અંકનો ફોન નંબર નાખો',
    name: 'નામ',
    phone: 'ફોન',
    table: 'ટેબલ નંબર',
    otp: 'આપનો ઓર્ડર ચકાસો',
  },
  hi: {
    heading: 'ऑर्डर कन्फ़र्म करें',
    required: 'कृपया सभी ज़रूरी जानकारी भरें',
    badPhone: 'कृपया सही 10 अंकों का फ़ोन नंबर डालें',
    name: 'नाम',
    phone: 'फ़ोन',
    table: 'टेबल नंबर',
    otp: 'अपना ऑर्डर सत्यापित करें',
  },
};

function renderCheckout(lang: Exclude<Lang, 'en'>) {
  render(
    <I18nProvider lang={lang} catalog={CATALOGS[lang]}>
      <MemoryRouter initialEntries={[`/${lang}/orderconfirmationpage`]}>
        <SessionProvider>
          <CartProvider>
            <Routes>
              <Route path={`/${lang}/orderconfirmationpage`} element={<OrderConfirmationPage />} />
            </Routes>
          </CartProvider>
        </SessionProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsSaved(DEFAULT_SETTINGS);
  localStorage.setItem(CART_KEY, JSON.stringify([{ _id: 'samosa', name: 'સમોસા', price: 4, image: '', quantity: 2 }]));
  localStorage.setItem(ORDER_TYPE_KEY, 'dine-in');
  for (const f of Object.values(api)) f.mockReset();
  api.getPickupTimes.mockResolvedValue({ asap: null, times: [] });
});

describe.each(['gu', 'hi'] as const)('checkout in %s', (lang) => {
  it("says the form's problems in the page's language, and the order it places carries the language", async () => {
    const user = userEvent.setup();
    const says = SAYS[lang];
    api.placeOrder.mockImplementation((body: { total: number }) =>
      Promise.resolve({
        _id: 'o1',
        reference: 'AB12',
        phone: '9876543210',
        total: body.total,
        otp: { expiresAt: new Date(Date.now() + 600_000).toISOString() },
      }),
    );
    renderCheckout(lang);

    expect(await screen.findByRole('heading', { level: 1, name: says.heading })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
    const confirm = screen.getByRole('button', { name: says.heading });

    // Nothing filled in: the schema's English check reaches the guest in the language.
    await user.click(confirm);
    expect(await screen.findByText(says.required, { selector: '#confirm-error' })).toBeInTheDocument();
    expect(screen.getByLabelText(says.name)).toHaveAttribute('aria-invalid', 'true');
    expect(api.placeOrder).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(says.name), 'Asha');
    await user.type(screen.getByLabelText(says.table), '4');
    await user.type(screen.getByLabelText(says.phone), '12345');
    await user.click(confirm);
    expect(await screen.findByText(says.badPhone, { selector: '#confirm-error' })).toBeInTheDocument();
    expect(api.placeOrder).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(says.phone));
    await user.type(screen.getByLabelText(says.phone), '9876543210');
    await user.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: says.otp });
    expect(api.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ lang, name: 'Asha', phone: '9876543210' }), expect.any(String));
    expect(dialog.textContent).toContain('#AB12');
    expect(dialog.textContent).not.toMatch(MISSING_PATTERN);
    expect(within(dialog).queryByText(/Code expires in|Resend OTP|Cancel/)).toBeNull();
  });
});
