import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
import { CART_KEY, CartProvider } from '@/stores/cart';
import LocalPayPage from './LocalPayPage';

const settings: Settings = {
  ...DEFAULT_SETTINGS,
  identity: { ...DEFAULT_SETTINGS.identity, name: 'Thali House' },
  locale: { ...DEFAULT_SETTINGS.locale, currencyCode: 'INR', currencySymbol: '₹', timeZone: 'Asia/Kolkata' },
  payments: { ...DEFAULT_SETTINGS.payments, online: { 'dine-in': 'off', takeaway: 'optional' } },
};
vi.mock('@/lib/settings', () => ({ useSettings: () => settings, settingsNow: () => settings }));
const api = vi.hoisted(() => ({
  getOrder: vi.fn(),
  verifyOrderOtp: vi.fn(),
  resendOrderOtp: vi.fn(),
  completeLocalPayment: vi.fn(),
  confirmOnlinePayment: vi.fn(),
  payAtCounter: vi.fn(),
}));
vi.mock('@/api/orders', () => ({ getOrder: api.getOrder, verifyOrderOtp: api.verifyOrderOtp, resendOrderOtp: api.resendOrderOtp }));
vi.mock('@/api/local-gateway', () => ({ completeLocalPayment: api.completeLocalPayment }));
vi.mock('@/api/payments', () => ({ confirmOnlinePayment: api.confirmOnlinePayment, payAtCounter: api.payAtCounter }));

const ID = 'order0000ab12cd';
const PHONE = '9876543210';
const G = 'order_LocalAbc123';
// An hour from now: the hold has not ended during the test.
const HOLD_UNTIL = new Date(Date.now() + 3600_000).toISOString();
const PAYING = {
  id: ID,
  phone: PHONE,
  orderType: 'takeaway',
  reference: 'AB12CD',
  payment: { gateway: 'local', keyId: 'rzp_test_thali_local', gatewayOrderId: G, amount: 44200, currency: 'INR', holdUntil: HOLD_UNTIL },
};
const FIELDS = { razorpay_order_id: G, razorpay_payment_id: 'pay_LocalXyz789', razorpay_signature: 'b'.repeat(64) };
const waiting = { _id: ID, phone: PHONE, reference: 'AB12CD', total: 442, isPaid: false, online: { state: 'waiting' } };

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPay(path = `/pay/${ID}?g=${G}`) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <CartProvider>
        <Routes>
          <Route path="/pay/:orderId" element={<LocalPayPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </CartProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  sessionStorage.setItem('payingOrder', JSON.stringify(PAYING));
  localStorage.setItem(CART_KEY, JSON.stringify([{ _id: 'thali', name: 'Gujarati Thali', price: 400, image: '', quantity: 1 }]));
  for (const f of Object.values(api)) f.mockReset();
  api.getOrder.mockResolvedValue(waiting);
});

describe("the local gateway's page", () => {
  it("shows the restaurant, the server's amount and UPI prefilled, and paying confirms the order and goes to the thank-you page", async () => {
    const user = userEvent.setup();
    api.completeLocalPayment.mockResolvedValue(FIELDS);
    api.confirmOnlinePayment.mockResolvedValue({ ...waiting, isPaid: true, online: { state: 'paid' } });
    renderPay();

    expect(screen.getByText('Thali House')).toBeInTheDocument();
    expect(screen.getByTestId('pay-amount')).toHaveTextContent('₹442.00');
    expect(screen.getByRole('radio', { name: 'UPI' })).toBeChecked();
    expect(screen.getByLabelText('UPI ID')).toHaveValue('guest@okaxis');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('4111 1111 1111 1111');

    await user.click(screen.getByRole('button', { name: 'Pay ₹442.00' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(`/thankyou?order=${ID}`);
    expect(api.completeLocalPayment).toHaveBeenCalledWith(G, 'success', 'card');
    expect(api.confirmOnlinePayment).toHaveBeenCalledWith(ID, FIELDS);
    // Paid: the cart is emptied, the tab remembers the order for /thankyou, and the payment is no longer open here.
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('lastOrder')!)).toEqual({ id: ID, phone: PHONE });
    expect(sessionStorage.getItem('payingOrder')).toBeNull();
  });

  it('Fail payment leaves the order unpaid, says until when it is kept, and Try again pays on the same gateway order', async () => {
    const user = userEvent.setup();
    api.completeLocalPayment.mockResolvedValueOnce({ failed: true }).mockResolvedValueOnce(FIELDS);
    api.confirmOnlinePayment.mockResolvedValue({ ...waiting, isPaid: true });
    renderPay();

    await user.click(screen.getByRole('button', { name: 'Fail payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(api.completeLocalPayment).toHaveBeenCalledWith(G, 'failure', 'upi');
    expect(api.confirmOnlinePayment).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(/Order #AB12CD is not paid, so it is not confirmed yet\. We keep it for you until \d\d:\d\d/);
    expect(screen.getByRole('button', { name: 'Pay at the counter' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹442.00' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/thankyou');
    expect(api.completeLocalPayment).toHaveBeenLastCalledWith(G, 'success', 'upi');
  });

  it('after a failed payment, Pay at the counter texts a code for the same order, and the code confirms it', async () => {
    const user = userEvent.setup();
    api.completeLocalPayment.mockResolvedValue({ failed: true });
    api.payAtCounter.mockResolvedValue({ otpExpiresInSeconds: 600, resendInSeconds: 60 });
    api.verifyOrderOtp.mockResolvedValue({ order: { ...waiting, isVerified: true, paymentMethod: 'counter' }, message: 'OTP verified! Order confirmed.' });
    renderPay();

    await user.click(screen.getByRole('button', { name: 'Fail payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay at the counter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Your Order' });
    expect(api.payAtCounter).toHaveBeenCalledWith(ID);
    expect(dialog).toHaveTextContent('#AB12CD');
    await user.type(within(dialog).getByLabelText('OTP'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm Order' }));

    expect(await screen.findByTestId('where')).toHaveTextContent(`/thankyou?order=${ID}`);
    expect(api.verifyOrderOtp).toHaveBeenCalledWith(ID, '123456');
    expect(api.confirmOnlinePayment).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([]);
  });

  it('reloaded after moving to the counter, asks for the code of the same order instead of a payment', async () => {
    const user = userEvent.setup();
    api.getOrder.mockResolvedValue({ ...waiting, paymentMethod: 'counter', online: { state: 'expired' } });
    renderPay();

    await user.click(await screen.findByRole('button', { name: 'Enter the code' }));
    expect(await screen.findByRole('dialog', { name: 'Verify Your Order' })).toHaveTextContent('#AB12CD');
    expect(screen.queryByText('Order released')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay ₹/ })).not.toBeInTheDocument();
  });

  it("a refusal shows the API's own words and keeps both buttons usable", async () => {
    const user = userEvent.setup();
    const message = 'The payment could not be verified. Nothing was charged to this order.';
    api.completeLocalPayment.mockResolvedValue(FIELDS);
    api.confirmOnlinePayment.mockRejectedValue(new ApiError(400, message, { success: false, code: 'payment_signature', message }));
    renderPay();

    await user.click(screen.getByRole('button', { name: 'Pay ₹442.00' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹442.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fail payment' })).toBeEnabled();
  });

  it('a link for another gateway order than the one this tab is paying shows no payment form', () => {
    renderPay(`/pay/${ID}?g=order_SomeoneElse1`);
    expect(screen.getByText(/This payment is not open in this browser/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
    expect(api.getOrder).not.toHaveBeenCalled();
  });
});
