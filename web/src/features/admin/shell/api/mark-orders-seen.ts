import { api } from '@/lib/api-client';

/** POST /api/admin/order-alerts/seen: this admin has seen the orders confirmed up to `upTo` (else up to now). */
export async function markOrdersSeen(upTo: string | null): Promise<{ seenAt: string }> {
  const res = await api.post<{ seenAt: string }>('/admin/order-alerts/seen', upTo ? { upTo } : {});
  return res.data!;
}
