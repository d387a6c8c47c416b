import type { OrderStatus, OrderType, OrderView } from '@domain/orders';
import type { RefundMode } from '@domain/refunds';
import { api } from '@/lib/api-client';
import type { DiscountRequest } from './order-adjust';

export interface OrderListParams {
  search?: string;
  status?: OrderStatus | '';
  from?: string;
  to?: string;
  orderType?: OrderType | '';
  page?: number;
  limit?: number;
}

export interface OrderPage {
  orders: OrderView[];
  total: number;
  page: number;
  limit: number;
  pages: number;
}

/** GET /api/orders (admin): filtered and paginated on the server, newest first. */
export async function listOrders(params: OrderListParams, signal?: AbortSignal): Promise<OrderPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const res = await api.get<OrderView[]>(`/orders?${query.toString()}`, { signal });
  const orders = res.data ?? [];
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  const limit = num(res.limit, params.limit ?? 20);
  const total = num(res.total, orders.length);
  return { orders, total, page: num(res.page, params.page ?? 1), limit, pages: num(res.pages, Math.max(1, Math.ceil(total / limit))) };
}

export interface WalkInOrderRequest {
  name: string;
  phone: string;
  orderType: OrderType;
  tableNumber: string;
  items: Array<{ _id: string; quantity: number }>;
  source: 'walk-in' | 'phone';
  /** Dine-in: whether the guest takes the voluntary service charge. */
  serviceCharge?: boolean;
  /** Taken off before charges and tax, within the role's limit. */
  discount?: DiscountRequest;
  /** Takeaway: a pickup time offered by GET /ordering/pickup-times; absent: as soon as possible. */
  pickupAt?: string;
}

/** POST /api/orders/walk-in: an order taken at the counter or on the phone, confirmed at once (no OTP). */
export async function createWalkInOrder(body: WalkInOrderRequest, idempotencyKey: string): Promise<OrderView> {
  const res = await api.post<OrderView>('/orders/walk-in', body, { headers: { 'idempotency-key': idempotencyKey } });
  return res.data!;
}

/** What a cancellation or Not collected carries: why, and how a paid order's money goes back. */
export interface CloseDetails {
  reason?: string;
  refundMode?: RefundMode;
}

/** PATCH /api/orders/{id}/status: the server refuses moves the state machine does not allow (409); notify false moves it on without a guest text. */
export async function updateOrderStatus(id: string, status: OrderStatus, notify = true, details: CloseDetails = {}): Promise<OrderView> {
  const res = await api.patch<OrderView>(`/orders/${encodeURIComponent(id)}/status`, { status, ...(notify ? {} : { notify: false }), ...details });
  return res.data!;
}

/** POST /api/orders/{id}/undo: reverts the move if it is still the latest and at most 10 s old (else 409). */
export async function undoOrderMove(id: string, move: string): Promise<OrderView> {
  const res = await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/undo`, { move });
  return res.data!;
}

/** POST /api/orders/{id}/send-due-texts: once the undo window has passed, the text the move held goes now. */
export async function sendOrderDueTexts(id: string): Promise<void> {
  await api.post(`/orders/${encodeURIComponent(id)}/send-due-texts`, {});
}

/** POST /api/orders/{id}/void with the required reason (and how a paid order's money goes back): the order stays on record, out of revenue. */
export async function voidOrder(id: string, reason: string, refundMode?: RefundMode): Promise<OrderView> {
  const res = await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/void`, { reason, ...(refundMode ? { refundMode } : {}) });
  return res.data!;
}

/** POST /api/orders/{id}/refund (owner or manager): part of what was paid goes back; never more than was paid less what was refunded (409). */
export async function refundOrder(id: string, body: { amount: number; mode: RefundMode; reason: string }): Promise<OrderView> {
  const res = await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/refund`, body);
  return res.data!;
}

/** DELETE /api/orders/{id}. */
export async function deleteOrder(id: string): Promise<string> {
  const res = await api.delete<null>(`/orders/${encodeURIComponent(id)}`);
  return res.message ?? 'Order deleted successfully';
}

/** POST /api/orders/{id}/called-back: the counter reached a guest with recent no-shows; the kitchen may start their takeaway. */
export async function markCalledBack(id: string): Promise<OrderView> {
  const reply = await api.post<OrderView>(`/orders/${id}/called-back`);
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
