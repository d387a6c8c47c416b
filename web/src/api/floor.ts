import type { BillStatus, FloorTable, TableStatus } from '@domain/floor';
import type { OrderView } from '@domain/orders';
import type { TableBill, TableReservation, TableView } from '@domain/tables';
import type { DiscountRequest } from './order-adjust';
import { api } from '@/lib/api-client';

export type { BillStatus, FloorTable, TableBill, TableReservation, TableStatus };

/** A table of the plan with its state now: its party's bill, or the booking given it that starts soon (the table shows reserved). */
export type FloorTableView = TableView;

export interface FloorView {
  asOf: string;
  areas: string[];
  tables: FloorTableView[];
}

export interface BillLine {
  name: string;
  quantity: number;
  priceCents?: number;
  note?: string;
  station?: string;
}

export interface BillRound {
  round: number;
  orderId: string;
  at: string;
  by: string | { uid: string; name: string };
  status: string;
  items: BillLine[];
}

export interface BillInvoice {
  orderId: string;
  number: string | null;
  totalCents: number;
  isPaid: boolean;
  /** The invoice a split replaced, cancelled by its credit note. */
  cancelled?: boolean;
  part?: { n: number; of: number };
}

/** GET /api/admin/bills/{id}: the running bill, its rounds, what it comes to now, and once closed its invoices. */
export interface BillView {
  id?: string;
  _id?: string;
  status: BillStatus;
  tableId: string;
  tableName: string;
  guests: number;
  name: string | null;
  phone?: string | null;
  seatedAt: string;
  rounds: BillRound[];
  /** The whole bill at close. */
  totalCents?: number | null;
  /** What the rounds come to now, before a discount or a declined service charge chosen at the close. */
  runningTotalCents?: number;
  invoices?: BillInvoice[];
  closedAt?: string | null;
}

/** GET /api/admin/tables: every table with its state, the party and the booking given to it. */
export async function getFloor(signal?: AbortSignal): Promise<FloorView> {
  const res = await api.get<FloorView>('/admin/tables', { signal });
  return res.data!;
}

export interface SeatRequest {
  guests: number;
  name?: string;
  phone?: string;
  reservationId?: string;
}

/** POST /api/admin/tables/{id}/seat: opens the party's bill on the table (409 when it is taken). */
export async function seatParty(tableId: string, body: SeatRequest): Promise<{ billId: string }> {
  const res = await api.post<{ billId: string }>(`/admin/tables/${encodeURIComponent(tableId)}/seat`, body);
  return res.data!;
}

/** POST /api/admin/tables/{id}/clear: the party left (a paid bill, or one with no rounds), the table is free. */
export async function clearTable(tableId: string): Promise<void> {
  await api.post(`/admin/tables/${encodeURIComponent(tableId)}/clear`, {});
}

const bill = (id: string) => `/admin/bills/${encodeURIComponent(id)}`;

/** GET /api/admin/bills/{id}. */
export async function getBill(id: string, signal?: AbortSignal): Promise<BillView> {
  const res = await api.get<BillView>(bill(id), { signal });
  return res.data!;
}

export interface RoundLine {
  id: string;
  quantity: number;
  note?: string;
  variant?: string;
}

/** POST /api/admin/bills/{id}/rounds: the round goes to the kitchen at once; the key makes a retry land once. */
export async function addRound(id: string, items: RoundLine[], idempotencyKey: string): Promise<{ round: number; orderId: string }> {
  const res = await api.post<{ round: number; orderId: string }>(`${bill(id)}/rounds`, { items }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return res.data!;
}

export interface CloseRequest {
  serviceCharge: boolean;
  discount?: DiscountRequest;
}

/** POST /api/admin/bills/{id}/close: one invoice for every round. */
export async function closeBill(id: string, body: CloseRequest): Promise<{ invoice: { number: string }; orderIds: string[] }> {
  const res = await api.post<{ invoice: { number: string }; orderIds: string[] }>(`${bill(id)}/close`, body);
  return res.data!;
}

export type SplitRequest = { ways: number } | { parts: Array<Array<{ line: number; quantity: number }>> };

export interface SplitAnswer {
  invoices: Array<{ orderId: string; number: string | null; totalCents: number }>;
  creditNote: { number: string } | null;
}

/** POST /api/admin/bills/{id}/split: the closed, unpaid invoice becomes parts that add up to it. */
export async function splitBill(id: string, body: SplitRequest): Promise<SplitAnswer> {
  const res = await api.post<SplitAnswer>(`${bill(id)}/split`, body);
  return res.data!;
}

/** POST /api/admin/bills/{id}/move: the party moves to a free table. */
export async function moveBill(id: string, tableId: string): Promise<void> {
  await api.post(`${bill(id)}/move`, { tableId });
}

/** POST /api/admin/bills/{id}/merge: the other bill's rounds join this one; its table frees. */
export async function mergeBill(id: string, otherBillId: string): Promise<void> {
  await api.post(`${bill(id)}/merge`, { billId: otherBillId });
}

/** GET /api/orders/{id}: an invoice order, to settle it with the counter's payment form. */
export async function getInvoiceOrder(id: string, signal?: AbortSignal): Promise<OrderView> {
  const res = await api.get<OrderView>(`/orders/${encodeURIComponent(id)}`, { signal });
  return res.data!;
}
