import type { OrderType, OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

export interface WalkInOrderRequest {
  name: string;
  phone: string;
  orderType: OrderType;
  tableNumber: string;
  items: Array<{ _id: string; quantity: number }>;
  source: 'walk-in' | 'phone';
}

/** POST /api/orders/walk-in: an order taken at the counter or on the phone, confirmed at once (no OTP). */
export async function createWalkInOrder(body: WalkInOrderRequest, idempotencyKey: string): Promise<OrderView> {
  const res = await api.post<OrderView>('/orders/walk-in', body, { headers: { 'idempotency-key': idempotencyKey } });
  return res.data!;
}
