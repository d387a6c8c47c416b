import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { ApiError } from '@/lib/api-client';
import type { PlacedOrder } from '@/api/orders';
import { PAYMENT_TEXTS, useOnlinePayment } from './use-online-payment';

vi.hoisted(() => vi.stubEnv('VITE_LOCAL', '1'));
vi.mock('@/lib/settings', () => ({ useSettings: () => DEFAULT_SETTINGS }));
const mocks = vi.hoisted(() => ({ payWithRazorpay: vi.fn(), confirmOnlinePayment: vi.fn(), payAtCounter: vi.fn() }));
vi.mock('../razorpay', () => ({ payWithRazorpay: mocks.payWithRazorpay }));
vi.mock('@/api/payments', () => ({ confirmOnlinePayment: mocks.confirmOnlinePayment, payAtCounter: mocks.payAtCounter }));

const later = () => new Date(Date.now() + 15 * 60_000).toISOString();
const placed = (gateway: 'razorpay' | 'local', holdUntil = later()) =>
  ({
    _id: 'order0000ab12cd',
    reference: 'AB12CD',
    name: 'Asha Patel',
    phone: '9876543210',
    orderType: 'takeaway',
    payment: { gateway, keyId: 'rzp_test_thali_local', gatewayOrderId: 'order_Abc123Def456', amount: 44200, currency: 'INR', holdUntil },
  }) as unknown as PlacedOrder;
const FIELDS = { razorpay_order_id: 'order_Abc123Def456', razorpay_payment_id: 'pay_Xyz789Uvw012', razorpay_signature: 'c'.repeat(64) };

let path = '';
function Where() {
  const location = useLocation();
  path = `${location.pathname}${location.search}`;
  return null;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/orderconfirmationpage']}>
    <Routes>
      <Route path="*" element={<Where />} />
    </Routes>
    {children}
  </MemoryRouter>
);

beforeEach(() => {
  sessionStorage.clear();
  mocks.payWithRazorpay.mockReset();
  mocks.confirmOnlinePayment.mockReset();
  mocks.payAtCounter.mockReset();
});

describe('paying for an order placed online', () => {
  it("on the local gateway, goes to the gateway's own page for this order, and keeps it for a reload there", async () => {
    const onPaid = vi.fn();
    const { result } = renderHook(() => useOnlinePayment(onPaid), { wrapper });
    await act(() => result.current.start(placed('local')));

    expect(path).toBe('/pay/order0000ab12cd?g=order_Abc123Def456');
    expect(JSON.parse(sessionStorage.getItem('payingOrder')!)).toMatchObject({ id: 'order0000ab12cd', phone: '9876543210', reference: 'AB12CD' });
    expect(mocks.payWithRazorpay).not.toHaveBeenCalled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('with Razorpay, sends the three fields Checkout hands back to the API and goes on with the paid order', async () => {
    const onPaid = vi.fn();
    mocks.payWithRazorpay.mockResolvedValue({ outcome: 'paid', payment: FIELDS });
    mocks.confirmOnlinePayment.mockResolvedValue({ _id: 'order0000ab12cd', isPaid: true });
    const { result } = renderHook(() => useOnlinePayment(onPaid), { wrapper });
    await act(() => result.current.start(placed('razorpay')));

    expect(mocks.payWithRazorpay.mock.calls[0]![0]).toMatchObject({ description: 'Order #AB12CD', guest: { name: 'Asha Patel', phone: '+919876543210' } });
    expect(mocks.confirmOnlinePayment).toHaveBeenCalledWith('order0000ab12cd', FIELDS);
    expect(onPaid).toHaveBeenCalledWith({ _id: 'order0000ab12cd', isPaid: true });
    expect(result.current.state).toEqual({ step: 'idle' });
  });

  it('Checkout closed without paying: the order waits, unpaid, with why the payment failed', async () => {
    mocks.payWithRazorpay.mockResolvedValue({ outcome: 'dismissed', reason: 'Your bank declined the payment' });
    const { result } = renderHook(() => useOnlinePayment(vi.fn()), { wrapper });
    const order = placed('razorpay');
    await act(() => result.current.start(order));

    expect(result.current.state).toEqual({ step: 'not-completed', order, reason: 'Your bank declined the payment' });
    expect(mocks.confirmOnlinePayment).not.toHaveBeenCalled();
  });

  it("a signature the API refuses is shown in the API's words, and nothing goes on", async () => {
    const onPaid = vi.fn();
    const message = 'The payment could not be verified. Nothing was charged to this order.';
    mocks.payWithRazorpay.mockResolvedValue({ outcome: 'paid', payment: FIELDS });
    mocks.confirmOnlinePayment.mockRejectedValue(new ApiError(400, message, { success: false, code: 'payment_signature', message }));
    const { result } = renderHook(() => useOnlinePayment(onPaid), { wrapper });
    await act(() => result.current.start(placed('razorpay')));

    expect(result.current.state).toMatchObject({ step: 'not-completed', reason: message });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('once the hold has ended, opens no gateway and says the order was released', async () => {
    const { result } = renderHook(() => useOnlinePayment(vi.fn()), { wrapper });
    await act(() => result.current.start(placed('razorpay', new Date(Date.now() - 1000).toISOString())));

    expect(result.current.state).toMatchObject({ step: 'not-completed', reason: PAYMENT_TEXTS.expired });
    expect(mocks.payWithRazorpay).not.toHaveBeenCalled();
  });

  it('paid at the counter instead, answers the code the API texted for the same order', async () => {
    mocks.payAtCounter.mockResolvedValue({ otpExpiresInSeconds: 600, resendInSeconds: 60 });
    const { result } = renderHook(() => useOnlinePayment(vi.fn()), { wrapper });
    let reply: unknown;
    await act(async () => {
      reply = await result.current.toCounter(placed('razorpay'));
    });

    expect(mocks.payAtCounter).toHaveBeenCalledWith('order0000ab12cd');
    expect(reply).toEqual({ otpExpiresInSeconds: 600, resendInSeconds: 60 });
    expect(result.current.state).toEqual({ step: 'idle' });
  });

  it('when the counter is refused, says why and keeps the order waiting for its payment', async () => {
    const message = 'This order must be paid online.';
    mocks.payAtCounter.mockRejectedValue(new ApiError(400, message, { success: false, message }));
    const { result } = renderHook(() => useOnlinePayment(vi.fn()), { wrapper });
    const order = placed('razorpay');
    let reply: unknown;
    await act(async () => {
      reply = await result.current.toCounter(order);
    });

    expect(reply).toBeNull();
    expect(result.current.state).toEqual({ step: 'not-completed', order, reason: message });
  });
});
