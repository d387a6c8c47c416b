import type { ThaliNow, ThaliView } from '@domain/thali-view';
import { api } from '@/lib/api-client';

export type { ThaliNow, ThaliView };

/** GET /api/thali: the thali of the service taking orders now (or the next one), and the one after it; public. */
export async function getThaliNow(signal?: AbortSignal): Promise<ThaliNow> {
  const res = await api.get<ThaliNow>('/thali', { auth: false, signal });
  return res.data ?? { current: null, next: null, orderable: null };
}
