import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
import type { Order } from '@/api/orders';
import { I18nProvider, MISSING_PATTERN } from '@/i18n';
import guCatalog from '@/i18n/catalog.gu';
import hiCatalog from '@/i18n/catalog.hi';
import ThankYouPage from './ThankYouPage';

vi.mock('@/lib/session', () => ({ useSession: () => ({ user: null, isLoading: false }) }));
vi.mock('@/lib/settings', () => ({ useSettings: () => DEFAULT_SETTINGS }));
const getOrder = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders', () => ({ getOrder }));
vi.mock('@/api/track', () => ({ getReadyEstimate: async () => null }));

const ID = 'order0000ab12cd';
const PHONE = '9876543210';
const order: Order = {
  _id: ID,
  id: ID,
  reference: 'AB12CD',
  name: 'Asha Patel',
  customerName: 'Asha Patel',
  phone: PHONE,
  tableNumber: null,
  orderType: 'takeaway',
  items: [{ _id: 'm1', name: 'Gujarati Thali', price: 12, quantity: 2, image: '', lineTotal: 24, note: '' }],
  gst: true,
  rates: { chargeBp: 500, taxName: 'GST', taxBp: 900, taxApplied: true },
  subtotal: 24,
  discount: 0,
  discountGiven: null,
  serviceCharge: true,
  billing: null,
  serviceOrParcelCharge: 1.2,
  tax: 2.27,
  total: 27.47,
  taxable: 25.2,
  cgst: 0,
  sgst: 0,
  igst: 0,
  roundOff: 0,
  tokenNumber: null,
  invoiceNumber: null,
  payment: null,
  status: 'Pending',
  isVerified: true,
  isPaid: false,
  source: 'online',
  createdAt: '2026-11-20T18:00:00.000Z',
  updatedAt: '2026-11-20T18:00:00.000Z',
  verifiedAt: '2026-11-20T18:00:00.000Z',
  readyAt: null,
  completedAt: null,
  cancelledAt: null,
  prepSeconds: null,
  notCollectedAt: null,
  voided: null,
  lastMove: null,
  pickupAt: null,
  plates: null,
  guestBadge: null,
  callBack: null,
  statusReason: null,
  creditNote: null,
  refunds: [],
  refunded: 0,
  refundable: 0,
  payments: [],
  paymentMethod: 'counter',
  online: null,
  refund: null,
};
const notFound = () => new ApiError(404, 'Order not found', { success: false, code: 'not_found', message: 'Order not found' });

function renderThanks() {
  render(
    <MemoryRouter initialEntries={[`/thankyou?order=${ID}`]}>
      <Routes>
        <Route path="/thankyou" element={<ThankYouPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  getOrder.mockReset();
});

describe('/thankyou opened in a browser that did not place the order', () => {
  it('asks for the phone instead of saying "Order not found", and shows the order once the right one is given', async () => {
    const user = userEvent.setup();
    getOrder.mockImplementation(async (_id: string, phone: string | null) => {
      if (phone === PHONE) return order;
      throw notFound();
    });
    renderThanks();

    expect(await screen.findByText(/This browser has no record of order/)).toHaveTextContent('#AB12CD');
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'its tracking page' })).toHaveAttribute('href', '/track/AB12CD');
    expect(getOrder.mock.calls[0]!.slice(0, 2)).toEqual([ID, null]);

    await user.type(screen.getByLabelText('Phone number'), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No order matches that reference and phone number.');

    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), `+91 ${PHONE}`);
    await user.click(screen.getByRole('button', { name: 'Show my order' }));

    expect(await screen.findByRole('heading', { name: 'Thank You, Asha Patel!' })).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('#AB12CD');
    expect(getOrder.mock.lastCall!.slice(0, 2)).toEqual([ID, PHONE]);
    // A reload of this tab finds it again without asking.
    expect(JSON.parse(sessionStorage.getItem('lastOrder')!)).toEqual({ id: ID, phone: PHONE });
  });

  it('when what is typed is not a 10-digit phone, says so and asks the server nothing', async () => {
    const user = userEvent.setup();
    getOrder.mockRejectedValue(notFound());
    renderThanks();
    await user.type(await screen.findByLabelText('Phone number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Show my order' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the 10-digit phone number you ordered with');
    expect(getOrder).toHaveBeenCalledTimes(1);
  });

  it('in the browser that placed it, shows the order at once with the phone it kept', async () => {
    sessionStorage.setItem('lastOrder', JSON.stringify({ id: ID, phone: PHONE }));
    getOrder.mockResolvedValue(order);
    renderThanks();

    expect(await screen.findByRole('heading', { name: 'Thank You, Asha Patel!' })).toBeInTheDocument();
    expect(getOrder.mock.calls[0]!.slice(0, 2)).toEqual([ID, PHONE]);
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  });
});

describe('/thankyou after paying online', () => {
  it('says the payment is received and shows "Paid", not a payment still to make', async () => {
    sessionStorage.setItem('lastOrder', JSON.stringify({ id: ID, phone: PHONE }));
    getOrder.mockResolvedValue({
      ...order,
      isPaid: true,
      paymentMethod: 'online',
      payments: [{ mode: 'online', amount: 27.47, at: '2026-11-20T18:01:00.000Z', paymentId: 'pay_TEST000001' }],
    });
    renderThanks();

    expect(await screen.findByTestId('order-payment')).toHaveTextContent(/^Paid$/);
    expect(screen.getByText(/Your payment is received/)).toBeInTheDocument();
  });

  it('an order to pay at the counter says so', async () => {
    sessionStorage.setItem('lastOrder', JSON.stringify({ id: ID, phone: PHONE }));
    getOrder.mockResolvedValue(order);
    renderThanks();

    expect(await screen.findByTestId('order-payment')).toHaveTextContent('To pay at the counter');
    expect(screen.queryByText(/Your payment is received/)).not.toBeInTheDocument();
  });
});

describe('/gu/thankyou and /hi/thankyou', () => {
  it.each([
    ['gu', guCatalog, 'આભાર, Asha Patel!', 'કાઉન્ટર પર ચૂકવવાનું', '/gu/menu'],
    ['hi', hiCatalog, 'धन्यवाद, Asha Patel!', 'काउंटर पर चुकाना है', '/hi/menu'],
  ] as const)('in %s: thanks the guest, says how to pay, and its links stay in the language', async (lang, catalog, heading, toPay, menu) => {
    getOrder.mockResolvedValue(order);
    render(
      <I18nProvider lang={lang} catalog={catalog}>
        <MemoryRouter initialEntries={[`/${lang}/thankyou?order=${ID}`]}>
          <Routes>
            <Route path={`/${lang}/thankyou`} element={<ThankYouPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent(toPay);
    expect(screen.getByText(catalog.account.statusConfirmed)).toBeInTheDocument();
    expect(screen.getByTestId('order-reference')).toHaveTextContent('#AB12CD');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toContain(menu);
    expect(await screen.findByText(catalog.order.total)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(MISSING_PATTERN);
  });
});
