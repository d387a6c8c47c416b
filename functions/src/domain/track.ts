import type { InvoiceView } from './invoice-view';
import type { OrderStatus, OrderType } from './orders';
import type { GuestPayment } from './guest-payment';
import type { UpiPayment } from './upi';

/** POST /api/track: what a guest sees of an order at /track/{reference}, without an account. */
export interface TrackedOrder {
  reference: string;
  status: OrderStatus;
  orderType: OrderType;
  tableNumber: string | null;
  items: { name: string; quantity: number; note?: string }[];
  totalCents: number;
  /* The Indian bill. */
  /** The day's token the counter calls out. */
  tokenNumber: number | null;
  /** The tax invoice once the order has its number (the guest's phone masked), for "Download bill". */
  invoice: InvoiceView | null;
  /** An unpaid dine-in order's UPI link ("Pay ₹442 by UPI" with its QR code); null once paid, for a takeaway, or with no UPI id in Settings. */
  upi: UpiPayment | null;
  /** Paid (online or not) and what was given back: "Paid", "Refunded ₹…", never "Payment Pending" once paid. */
  payment: GuestPayment;
  /** The GST credit note that reversed its bill when it was cancelled, voided or left uncollected ("Credit note TH/CN/…"). */
  creditNote: string | null;
  placedAt: string;
  readyAt: string | null;
  /** Minutes until it should be ready, from recent preparation times; null once ready or without history. */
  readyInMinutes: number | null;
}
