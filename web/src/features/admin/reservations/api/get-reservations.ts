import type { ReservationStatus, ReservationView } from '@domain/booking';
import { api } from '@/lib/api-client';

export interface ReservationFilters {
  search: string;
  status: ReservationStatus | '';
  date: string;
  page: number;
  limit: number;
}

export interface ReservationList {
  reservations: ReservationView[];
  total: number;
  page: number;
  limit: number;
  summary: { total: number; confirmed: number; pending: number; guests: number };
  searchTruncated: boolean;
}

/** GET /reservations/admin/all (getAllReservations): filtered and paginated on the server. */
export async function getReservations(filters: ReservationFilters, signal?: AbortSignal): Promise<{ message: string; data: ReservationList }> {
  const query = new URLSearchParams({ page: String(filters.page), limit: String(filters.limit) });
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.status) query.set('status', filters.status);
  if (filters.date) query.set('date', filters.date);
  const res = await api.get<ReservationList>(`/reservations/admin/all?${query}`, { signal });
  return { message: res.message ?? '', data: res.data! };
}
