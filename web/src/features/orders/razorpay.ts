import type { CheckoutPayment } from '@/api/orders';
import type { GatewayPayment } from '@/api/payments';

/**
 * Razorpay Checkout, deployed. Its script must come from Razorpay itself (never bundled or hosted here), so it is
 * loaded only when a guest pays, once per page load, and this module is itself loaded only then.
 */
export const CHECKOUT_JS = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  handler: (response: GatewayPayment) => void;
  modal: { ondismiss: () => void; confirm_close?: boolean };
  theme?: { color: string };
}

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (response: { error?: { description?: string } }) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const CHECKOUT_LOAD_FAILED = 'The payment page could not be opened. Please check your connection and try again.';

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds Checkout's script tag once; a failed load is forgotten, so Try again adds it afresh. */
export function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_JS;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(CHECKOUT_LOAD_FAILED)));
    script.onerror = () => {
      script.remove();
      reject(new Error(CHECKOUT_LOAD_FAILED));
    };
    document.head.appendChild(script);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

export interface CheckoutFor {
  payment: CheckoutPayment;
  restaurantName: string;
  /** "Order #ABC123". */
  description: string;
  guest: { name: string; phone: string };
  themeColor?: string;
}

export type CheckoutOutcome = { outcome: 'paid'; payment: GatewayPayment } | { outcome: 'dismissed'; reason: string | null };

/**
 * Opens Checkout on the gateway's order and waits for the guest: paid (the three fields to send to the API) or the
 * window closed without paying (with the last failure's reason, if a payment failed first).
 */
export async function payWithRazorpay({ payment, restaurantName, description, guest, themeColor }: CheckoutFor): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckout();
  return new Promise<CheckoutOutcome>((resolve) => {
    let lastFailure: string | null = null;
    const checkout = new Razorpay({
      key: payment.keyId,
      order_id: payment.gatewayOrderId,
      amount: payment.amount,
      currency: payment.currency,
      name: restaurantName,
      description,
      prefill: { name: guest.name, contact: guest.phone },
      handler: (response) =>
        resolve({
          outcome: 'paid',
          payment: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => resolve({ outcome: 'dismissed', reason: lastFailure }) },
      ...(themeColor ? { theme: { color: themeColor } } : {}),
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = response.error?.description ?? null;
    });
    checkout.open();
  });
}
