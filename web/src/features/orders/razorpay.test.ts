import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutPayment } from '@/api/orders';

const PAYMENT: CheckoutPayment = {
  gateway: 'razorpay',
  keyId: 'rzp_test_AbCdEf123456',
  gatewayOrderId: 'order_Abc123Def456',
  amount: 44200,
  currency: 'INR',
  holdUntil: '2026-11-20T18:15:00.000Z',
};
const FOR = { payment: PAYMENT, restaurantName: 'Thali House', description: 'Order #AB12CD', guest: { name: 'Asha Patel', phone: '+919876543210' } };

/** The script tags added for Checkout. */
const checkoutTags = () => [...document.querySelectorAll('script')].filter((s) => s.src === 'https://checkout.razorpay.com/v1/checkout.js');

/** A stand-in for window.Razorpay: remembers the options it was opened with and its payment.failed listener. */
function fakeCheckout() {
  const opened: Array<{ options: Record<string, unknown>; failed?: (r: { error?: { description?: string } }) => void }> = [];
  const Razorpay = vi.fn(function (this: unknown, options: Record<string, unknown>) {
    const entry: (typeof opened)[number] = { options };
    opened.push(entry);
    return { open: vi.fn(), on: (_event: string, listener: NonNullable<(typeof opened)[number]['failed']>) => (entry.failed = listener) };
  });
  return { Razorpay, opened };
}

beforeEach(() => {
  vi.resetModules();
  for (const s of checkoutTags()) s.remove();
  delete window.Razorpay;
});
afterEach(() => {
  delete window.Razorpay;
});

describe("Razorpay Checkout's script", () => {
  it('is added once, from checkout.razorpay.com, however many times paying starts before it loads', async () => {
    const { loadCheckout } = await import('./razorpay');
    const first = loadCheckout();
    const second = loadCheckout();
    expect(checkoutTags()).toHaveLength(1);

    const { Razorpay } = fakeCheckout();
    window.Razorpay = Razorpay as never;
    checkoutTags()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(Razorpay);
    await expect(second).resolves.toBe(Razorpay);
    await expect(loadCheckout()).resolves.toBe(Razorpay);
    expect(checkoutTags()).toHaveLength(1);
  });

  it('when it fails to load, paying again adds it afresh', async () => {
    const { loadCheckout } = await import('./razorpay');
    const failed = loadCheckout();
    checkoutTags()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be opened');
    expect(checkoutTags()).toHaveLength(0);

    const again = loadCheckout();
    expect(checkoutTags()).toHaveLength(1);
    window.Razorpay = fakeCheckout().Razorpay as never;
    checkoutTags()[0]!.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe(window.Razorpay);
  });
});

describe('paying with Razorpay Checkout', () => {
  it("opens on the server's gateway order and amount, prefilled with the guest, and answers the three fields once paid", async () => {
    const { payWithRazorpay } = await import('./razorpay');
    const { Razorpay, opened } = fakeCheckout();
    window.Razorpay = Razorpay as never;

    const outcome = payWithRazorpay(FOR);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const { options } = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_AbCdEf123456',
      order_id: 'order_Abc123Def456',
      amount: 44200,
      currency: 'INR',
      name: 'Thali House',
      prefill: { name: 'Asha Patel', contact: '+919876543210' },
    });
    (options.handler as (r: Record<string, string>) => void)({
      razorpay_order_id: 'order_Abc123Def456',
      razorpay_payment_id: 'pay_Xyz789Uvw012',
      razorpay_signature: 'a'.repeat(64),
      extra: 'dropped',
    });
    await expect(outcome).resolves.toEqual({
      outcome: 'paid',
      payment: { razorpay_order_id: 'order_Abc123Def456', razorpay_payment_id: 'pay_Xyz789Uvw012', razorpay_signature: 'a'.repeat(64) },
    });
  });

  it('closed after a failed attempt, answers dismissed with why the payment failed', async () => {
    const { payWithRazorpay } = await import('./razorpay');
    const { Razorpay, opened } = fakeCheckout();
    window.Razorpay = Razorpay as never;

    const outcome = payWithRazorpay(FOR);
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    opened[0]!.failed!({ error: { description: 'Your bank declined the payment' } });
    (opened[0]!.options.modal as { ondismiss: () => void }).ondismiss();
    await expect(outcome).resolves.toEqual({ outcome: 'dismissed', reason: 'Your bank declined the payment' });
  });
});
