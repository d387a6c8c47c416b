import type { OrderAlertsView, UnseenOrdersView } from '@domain/dashboard';
import { api } from '@/lib/api-client';

export type { OrderAlertsView, UnseenOrdersView };

/** GET /api/admin/order-alerts/unseen: orders confirmed since this admin last looked (kept on the server). */
export async function getUnseenOrders(signal?: AbortSignal): Promise<UnseenOrdersView> {
  const res = await api.get<UnseenOrdersView>('/admin/order-alerts/unseen', { signal });
  return res.data!;
}
