import type { WaitlistStatus } from '@domain/floor';
import type { PublicWaitlistView, WaitlistInput } from '@domain/waitlist';
import { api } from '@/lib/api-client';

export type { PublicWaitlistView, WaitlistInput, WaitlistStatus };

/** A party on the list, as the back office shows it. */
export interface WaitlistEntry {
  id: string;
  reference: string;
  name: string;
  phone: string;
  partySize: number;
  status: WaitlistStatus;
  statusLabel: string;
  /** Live parties' place in the queue; null once seated, left or a no-show. */
  place: number | null;
  quotedMinutes: number;
  addedAt: string;
  addedBy: string;
  notifiedAt: string | null;
  seatedAt: string | null;
  billId: string | null;
  endedAt: string | null;
}

export interface WaitlistList {
  asOf: string;
  day: string;
  entries: WaitlistEntry[];
}

const entry = (id: string) => `/admin/waitlist/${encodeURIComponent(id)}`;

/** GET /api/admin/waitlist: today's list, live parties first. */
export async function getWaitlist(signal?: AbortSignal): Promise<WaitlistList> {
  return (await api.get<WaitlistList>('/admin/waitlist', { signal })).data!;
}

/** POST /api/admin/waitlist: adds a walk-in party; the guest is texted their place and link. */
export async function addToWaitlist(body: WaitlistInput): Promise<{ entry: WaitlistEntry; quotedMinutes: number; place: number }> {
  return (await api.post<{ entry: WaitlistEntry; quotedMinutes: number; place: number }>('/admin/waitlist', body)).data!;
}

/** POST /api/admin/waitlist/{id}/notify: texts "your table is ready" once; again, it only answers when. */
export async function notifyParty(id: string): Promise<{ entry: WaitlistEntry; notifiedAt: string; alreadyNotified: boolean }> {
  return (await api.post<{ entry: WaitlistEntry; notifiedAt: string; alreadyNotified: boolean }>(`${entry(id)}/notify`, {})).data!;
}

/** POST /api/admin/waitlist/{id}/seat: opens the party's bill on the table. */
export async function seatFromWaitlist(id: string, tableId: string): Promise<{ billId: string }> {
  return (await api.post<{ billId: string }>(`${entry(id)}/seat`, { tableId })).data!;
}

/** POST /api/admin/waitlist/{id}/no-show or /left: the party is off the list. */
export async function endWaitlistEntry(id: string, how: 'no-show' | 'left'): Promise<void> {
  await api.post(`${entry(id)}/${how}`, {});
}

/** GET /api/waitlist/{reference}: the guest's place, for the page their text links to. */
export async function getWaitlistPlace(reference: string, signal?: AbortSignal): Promise<PublicWaitlistView> {
  return (await api.get<PublicWaitlistView>(`/waitlist/${encodeURIComponent(reference)}`, { signal })).data!;
}
