import type { CheckoutPayment, PaymentMethod } from '@domain/online-payment';
import type { OrderStatus, OrderType, OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

export type { CheckoutPayment, OrderStatus, OrderType, OrderView, PaymentMethod };
export type Order = OrderView;

/** The reply to a new order: the order plus its OTP timers (and, locally, the code), or, paid online, what opens the gateway. */
export type PlacedOrder = Omit<Order, 'payment'> & {
  /** An order paid online: the gateway's order to pay, in place of the view's counter payment (none yet); it is confirmed by the payment, with no code. */
  payment?: CheckoutPayment | null;
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  /** The server's prices differed from the cart's: its figures are the ones charged. */
  priceChanged?: boolean;
  /** Only in local mode, where SMS goes to the dev outbox (DECISIONS 4). */
  testOtp?: string;
  /** The order is kept but its code could not be texted: what to tell the guest. */
  textFailed?: string;
};

/** The body of spec §7. Amounts are the cart's: the server prices the order itself and only compares them. */
export interface PlaceOrderBody {
  name: string;
  phone: string;
  tableNumber: string | null;
  orderType: OrderType;
  items: Array<{ _id: string; name: string; price: number; quantity: number; image: string; note?: string }>;
  /** The page's language, Gujarati or Hindi: the order's texts (its code, confirmation, ready) are written in it. Absent: English. */
  lang?: 'gu' | 'hi';
  subtotal: number;
  serviceOrParcelCharge: number;
  tax: number;
  total: number;
  /** Whether the guest added the voluntary service charge (dine-in). */
  serviceCharge?: boolean;
  /** A takeaway's chosen pickup time (ISO); absent: as soon as possible. */
  pickupAt?: string;
  /** Where the restaurant offers paying online: now through the gateway, or at the counter. */
  paymentMethod?: PaymentMethod;
}

/** POST /api/orders: a Pending order and an OTP by SMS, or, paid online, the gateway's order to pay. The key makes a retried submission place it once. */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  const res = await api.post<PlacedOrder>('/orders', body, { appCheck: true, textsCode: true, headers: { 'idempotency-key': idempotencyKey } });
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}

export interface ResentOtp {
  otpExpiresInSeconds: number;
  resendInSeconds: number;
  testOtp?: string;
  /** The new code is kept but could not be texted: what to tell the guest. */
  textFailed?: string;
}

/** POST /api/orders/:id/resend-otp: a new code, 60 s after the last one. */
export async function resendOrderOtp(id: string): Promise<ResentOtp> {
  const res = await api.post<ResentOtp>(`/orders/${encodeURIComponent(id)}/resend-otp`, undefined, { auth: false, appCheck: true, textsCode: true });
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}

/** POST /api/orders/:id/verify-otp: confirms the order. */
export async function verifyOrderOtp(id: string, otp: string): Promise<{ order: Order; message: string }> {
  const res = await api.post<Order>(`/orders/${encodeURIComponent(id)}/verify-otp`, { otp }, { auth: false });
  return { order: res.data!, message: res.message ?? 'OTP verified! Order confirmed.' };
}

export interface MyOrdersAnswer {
  orders: Order[];
  /** True: the whole list. False: only the orders changed since the `since` asked with, to merge by id. */
  full: boolean;
  /** What to ask with next time, so that the answer holds only what changed. */
  cursor: string | null;
}

/** GET /api/orders?customerId=: the signed-in customer's own orders, newest first; with `since`, those changed after it. */
export async function getMyOrders(customerId: string, since: string | null, signal?: AbortSignal): Promise<MyOrdersAnswer> {
  const after = since ? `&since=${encodeURIComponent(since)}` : '';
  const res = await api.get<Order[]>(`/orders?customerId=${encodeURIComponent(customerId)}${after}`, { signal });
  return { orders: res.data ?? [], full: res.full !== false, cursor: typeof res.cursor === 'string' ? res.cursor : null };
}

/**
 * GET /api/orders/{id}: one order as it is now, for its owner or an admin (a row refreshed after
 * a conflict), or for a guest who gives the order's phone.
 */
export async function getOrder(id: string, phone: string | null = null, signal?: AbortSignal): Promise<Order> {
  const query = phone ? `?phone=${encodeURIComponent(phone)}` : '';
  const res = await api.get<Order>(`/orders/${encodeURIComponent(id)}${query}`, { signal });
  return res.data!;
}

export interface PickupTimes {
  plates: number;
  /** Pickup times with room for the plates, today's and the next open day's. */
  times: Array<{ at: string; date: string; time: string; platesLeft: number }>;
  /** The first of them when it is within the service open now; null: the guest picks a time. */
  asap: { at: string; date: string; time: string } | null;
  pausedUntil: string | null;
  pausedMessage: string | null;
  platesPerSlot: number;
}

/** GET /api/ordering/pickup-times?plates=N: the takeaway pickup times with room for N plates. */
export async function getPickupTimes(plates: number, signal?: AbortSignal): Promise<PickupTimes> {
  const res = await api.get<PickupTimes>(`/ordering/pickup-times?plates=${Math.max(1, plates)}`, { auth: false, signal });
  return res.data!;
}
