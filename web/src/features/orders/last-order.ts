import type { CheckoutPayment } from '@/api/orders';

/** The last confirmed order of this tab, so /thankyou can load it again after a reload. */
const KEY = 'lastOrder';

export interface LastOrder {
  id: string;
  phone: string;
}

export function rememberLastOrder(order: LastOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ id: order.id, phone: order.phone }));
  } catch {
    // Storage can be unavailable (private mode); /thankyou then shows what navigation passed.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<LastOrder> | null;
    return v && typeof v.id === 'string' && typeof v.phone === 'string' ? { id: v.id, phone: v.phone } : null;
  } catch {
    return null;
  }
}

/** A fresh Idempotency-Key. randomUUID needs a secure context, so fall back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The checkout as this tab left it: the details typed and the last submission's Idempotency-Key. Browser Back from the
 * code dialog and then Forward mounts the page afresh: the form comes back as it was, and submitting it unchanged sends
 * the same key, so the server answers with the order already placed instead of placing and texting a second one.
 */
const DRAFT_KEY = 'checkoutDraft';

export interface CheckoutDraft {
  name: string;
  phone: string;
  tableNumber: string;
  attempt: { key: string; bodyJson: string } | null;
}

export function readCheckoutDraft(): Partial<CheckoutDraft> | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as unknown;
    return v && typeof v === 'object' ? (v as Partial<CheckoutDraft>) : null;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(patch: Partial<CheckoutDraft>): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...readCheckoutDraft(), ...patch }));
  } catch {
    // Without storage the form is simply not kept across Back and Forward.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
}

/**
 * An order waiting for its online payment in this tab: the local gateway's page reads it after a reload, and Pay at
 * the counter goes back to checkout knowing which order it leaves unpaid.
 */
const PAYING_KEY = 'payingOrder';

export interface PayingOrder {
  id: string;
  phone: string;
  orderType: 'dine-in' | 'takeaway';
  reference: string;
  payment: CheckoutPayment;
}

export function rememberPayingOrder(order: PayingOrder): void {
  try {
    sessionStorage.setItem(PAYING_KEY, JSON.stringify(order));
  } catch {
    // The page then works from what navigation passed.
  }
}

export function readPayingOrder(id: string): PayingOrder | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(PAYING_KEY) ?? 'null') as PayingOrder | null;
    return v && v.id === id && typeof v.phone === 'string' && v.payment && typeof v.payment.gatewayOrderId === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function forgetPayingOrder(): void {
  try {
    sessionStorage.removeItem(PAYING_KEY);
  } catch {
    // As above.
  }
}
