import type { OrderAlertsView } from '@domain/dashboard';
import { api } from '@/lib/api-client';

export type { OrderAlertsView };

/** GET /api/admin/order-alerts: orders confirmed after `since`; without it, the server's time as a baseline. */
export async function getOrderAlerts(since: string | null, signal?: AbortSignal): Promise<OrderAlertsView> {
  const query = since ? `?since=${encodeURIComponent(since)}` : '';
  const res = await api.get<OrderAlertsView>(`/admin/order-alerts${query}`, { signal });
  return res.data!;
}
