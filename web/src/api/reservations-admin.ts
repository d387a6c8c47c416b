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

/** GET /reservations/admin/{id}: one reservation as it is now (a row refreshed after a conflict). */
export async function getReservation(id: string): Promise<ReservationView> {
  const res = await api.get<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}`);
  return res.data!;
}

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

/** PATCH /reservations/admin/{id}/status: saved on the server (DECISIONS 8). */
export async function updateReservationStatus(id: string, status: ReservationStatus): Promise<ReservationView> {
  const res = await api.patch<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}/status`, { status });
  return res.data!;
}

/** POST /reservations/admin/{id}/undo: reverts the move (seats included) if it is still the latest and at most 10 s old (else 409). */
export async function undoReservationMove(id: string, move: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}/undo`, { move });
  return res.data!;
}

/** POST /reservations/admin/{id}/send-due-texts: once the undo window has passed, the text the move held goes now. */
export async function sendReservationDueTexts(id: string): Promise<void> {
  await api.post(`/reservations/admin/${encodeURIComponent(id)}/send-due-texts`, {});
}

export interface StaffBooking {
  name: string;
  phone: string;
  date: string;
  time: string;
  partySize: number;
  notes: string;
  source: 'phone' | 'walk-in';
  textGuest: boolean;
}

/** POST /reservations/admin: a booking staff took by phone or at the door; confirmed at once, a walk-in seated. A retry with the key books once. */
export async function createStaffBooking(input: StaffBooking, idempotencyKey: string): Promise<{ message: string; data: ReservationView }> {
  const res = await api.post<ReservationView>('/reservations/admin', input, { headers: { 'idempotency-key': idempotencyKey } });
  return { message: res.message ?? 'Booking confirmed', data: res.data! };
}

/** POST /reservations/admin/{id}/seat: the party has arrived. */
export async function seatParty(id: string): Promise<ReservationView> {
  const res = await api.post<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}/seat`);
  return res.data!;
}

/** PATCH /reservations/admin/{id}/table: gives a booking a table of the plan ahead (reserved on the floor from 15 minutes before), or null to take it back. */
export async function giveBookingTable(id: string, tableId: string | null): Promise<{ message: string; data: ReservationView }> {
  const res = await api.patch<ReservationView>(`/reservations/admin/${encodeURIComponent(id)}/table`, { tableId });
  return { message: res.message ?? (tableId ? 'Table given' : 'Table taken back'), data: res.data! };
}
