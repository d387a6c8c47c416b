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
