import type { GuestBadge, GuestEditInput, GuestTag, GuestView } from '@domain/guests';
import { api } from '@/lib/api-client';

export type { GuestBadge, GuestTag, GuestView };

export interface GuestRow {
  phone: string;
  name: string;
  visits: number;
  orders: number;
  bookings: number;
  noShows: number;
  lastVisit: string | null;
  tags: GuestTag[];
  regular: boolean;
  confirmFirst: boolean;
}

export interface GuestDetail extends GuestView {
  recentBookings: Array<{ id: string; reference: string; date: string; time: string; partySize: number; status: string; occasion: string | null }>;
  recentOrders: Array<{ id: string; reference: string; createdAt: string; orderType: string; status: string; total: number }>;
}

const data = <T>(reply: { data?: T | null; message?: string }): T => {
  if (reply.data == null) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
};

/** GET /api/admin/guests?search=: by name or any form of the phone. */
export async function listGuests(search: string, signal?: AbortSignal) {
  const q = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  return data(await api.get<{ guests: GuestRow[]; limit: number }>(`/admin/guests${q}`, { signal }));
}

export async function getGuest(phone: string, signal?: AbortSignal) {
  return data(await api.get<GuestDetail>(`/admin/guests/${encodeURIComponent(phone)}`, { signal }));
}

export async function saveGuest(phone: string, change: GuestEditInput) {
  return data(await api.patch<GuestView>(`/admin/guests/${encodeURIComponent(phone)}`, change));
}

export async function clearNoShow(phone: string, reservationId: string) {
  return data(await api.post<GuestView>(`/admin/guests/${encodeURIComponent(phone)}/clear-no-show`, { reservationId }));
}

export async function deleteGuest(phone: string, confirm: string) {
  return data(await api.delete<{ orders: number; bookings: number }>(`/admin/guests/${encodeURIComponent(phone)}`, { body: { confirm } }));
}

/** GET /api/admin/guests/badges: the tags and badges beside the guests of a list, by phone. */
export async function guestBadges(phones: string[], signal?: AbortSignal): Promise<Record<string, GuestBadge>> {
  const unique = [...new Set(phones.filter((p) => /^\d{10}$/.test(p)))].slice(0, 100);
  if (unique.length === 0) return {};
  return data(await api.get<Record<string, GuestBadge>>(`/admin/guests/badges?phones=${unique.join(',')}`, { signal }));
}
