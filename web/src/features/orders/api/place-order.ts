import type { OrderType } from '@domain/orders';
import { api } from '@/lib/api-client';
import type { PlacedOrder } from './types';

/** The body of spec §7. Amounts are the cart's: the server prices the order itself and only compares them. */
export interface PlaceOrderBody {
  name: string;
  phone: string;
  tableNumber: string | null;
  orderType: OrderType;
  items: Array<{ _id: string; name: string; price: number; quantity: number; image: string }>;
  subtotal: number;
  serviceOrParcelCharge: number;
  tax: number;
  total: number;
}

/** POST /api/orders: a Pending order and an OTP by SMS. The key makes a retried submission place it once. */
export async function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<PlacedOrder> {
  const res = await api.post<PlacedOrder>('/orders', body, { appCheck: true, textsCode: true, headers: { 'idempotency-key': idempotencyKey } });
  return { ...res.data!, ...(res.textFailed ? { textFailed: res.textFailed } : {}) };
}
