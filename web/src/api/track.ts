import type { TrackedOrder } from '@domain/track';
import { api } from '@/lib/api-client';

export type { TrackedOrder };

/** POST /api/track with the reference and the phone's last four digits. */
export const trackOrder = (reference: string, phoneLast4: string, signal?: AbortSignal) =>
  api.post<TrackedOrder>('/track', { reference, phoneLast4 }, { auth: false, signal }).then((r) => r.data!);

/** GET /api/track/estimate: "ready in about N min", from the kitchen's recent preparation times; null when there is no estimate. */
export async function getReadyEstimate(signal?: AbortSignal): Promise<number | null> {
  const res = await api.get<{ readyInMinutes: number | null }>('/track/estimate', { auth: false, signal });
  return res.data?.readyInMinutes ?? null;
}
