import type { OrderStatus, OrderType, OrderView } from '@domain/orders';
import { api } from '@/lib/api-client';

export type { OrderStatus, OrderType, OrderView };

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
