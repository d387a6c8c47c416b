import type { InvoiceView } from '@domain/invoice-view';
import type { PaymentMode } from '@domain/invoice';
import type { OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';
import type { DayTakings } from './reports-admin';

export type { InvoiceView };

/** GET /api/orders/{id}/invoice: the tax invoice, for an admin or the order's guest (with its phone); 409 before it has a number. */
export async function getInvoice(id: string, phone: string | null = null): Promise<InvoiceView> {
  const query = phone ? `?phone=${encodeURIComponent(phone)}` : '';
  const res = await api.get<InvoiceView>(`/orders/${encodeURIComponent(id)}/invoice${query}`);
  return res.data!;
}

/** POST /api/orders/{id}/invoice (admin): printing the bill numbers it, once; then the invoice itself. */
export async function printInvoice(id: string): Promise<InvoiceView> {
  await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/invoice`, {});
  return getInvoice(id);
}

/** POST /api/orders/{id}/payment (admin): how the bill was paid, parts adding up to the total. */
export async function settleOrder(id: string, parts: Array<{ mode: PaymentMode; amount: number }>): Promise<OrderView> {
  const res = await api.post<OrderView>(`/orders/${encodeURIComponent(id)}/payment`, { parts });
  return res.data!;
}

/** The day's takings by mode, less the refunds given that day. */
export type DayPayments = DayTakings;

/** GET /api/orders/payments/day?date= (admin): the day's takings by payment mode. */
export async function getDayPayments(date: string, signal?: AbortSignal): Promise<DayPayments> {
  const res = await api.get<DayPayments>(`/orders/payments/day?date=${encodeURIComponent(date)}`, { signal });
  return res.data!;
}
