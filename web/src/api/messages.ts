import type { NotificationView } from '@domain/notifications';
import { api } from '@/lib/api-client';

export type { NotificationView };

/** GET /api/admin/messages/{subjectId}: the texts an order or a reservation sent the guest, with their state. */
export async function getGuestMessages(subjectId: string, signal?: AbortSignal): Promise<NotificationView[]> {
  const res = await api.get<NotificationView[]>(`/admin/messages/${encodeURIComponent(subjectId)}`, { signal });
  return res.data ?? [];
}
