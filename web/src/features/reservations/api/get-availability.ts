import type { SlotAvailability } from '@domain/booking';
import { api } from '@/lib/api-client';

export interface Availability {
  date: string;
  partySize: number;
  slots: SlotAvailability[];
}

/** GET /reservations/availability: the 14 slots of a date with the seats left for a party. */
export async function getAvailability(date: string, partySize: number, signal?: AbortSignal): Promise<Availability> {
  const query = new URLSearchParams({ date, partySize: String(partySize) });
  const res = await api.get<Availability>(`/reservations/availability?${query}`, { auth: false, signal });
  return res.data!;
}
