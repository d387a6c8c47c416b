import type { OrderStatus } from '@domain/orders';
import { api } from '@/lib/api-client';

/** POST /api/track: what the guest sees of an order (functions/src/services/track.ts). */
export interface TrackedOrder {
  reference: string;
  status: OrderStatus;
  orderType: 'dine-in' | 'takeaway';
  tableNumber: string | null;
  items: { name: string; quantity: number }[];
  totalCents: number;
  placedAt: string;
  readyAt: string | null;
  readyInMinutes: number | null;
}

export const trackOrder = (reference: string, phoneLast4: string, signal?: AbortSignal) =>
  api.post<TrackedOrder>('/track', { reference, phoneLast4 }, { auth: false, signal }).then((r) => r.data!);
