import type { ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

export interface TodayReservations {
  reservations: ReservationView[];
  total: number;
}

/** GET /reservations/today?date=&limit=5, falling back to GET /reservations/today on failure (spec §7). */
export async function getTodayReservations(date: string, limit = 5, signal?: AbortSignal): Promise<TodayReservations> {
  try {
    const res = await api.get<TodayReservations>(`/reservations/today?${new URLSearchParams({ date, limit: String(limit) })}`, { signal });
    return res.data!;
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    const res = await api.get<TodayReservations>('/reservations/today', { signal });
    return { ...res.data!, reservations: res.data!.reservations.slice(0, limit) };
  }
}
