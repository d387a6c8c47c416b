import type { OrderStatus, OrderType } from './orders';

/** POST /api/track: what a guest sees of an order at /track/{reference}, without an account. */
export interface TrackedOrder {
  reference: string;
  status: OrderStatus;
  orderType: OrderType;
  tableNumber: string | null;
  items: { name: string; quantity: number }[];
  totalCents: number;
  placedAt: string;
  readyAt: string | null;
  /** Minutes until it should be ready, from recent preparation times; null once ready or without history. */
  readyInMinutes: number | null;
}
