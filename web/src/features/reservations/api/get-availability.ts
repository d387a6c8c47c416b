import type { AvailabilityView } from '@domain/booking';
import { api } from '@/lib/api-client';

export type Availability = AvailabilityView;

/** GET /reservations/availability: the date's table times from the settings, with the seats left for a party, or why the date is closed. */
export async function getAvailability(date: string, partySize: number, signal?: AbortSignal): Promise<Availability> {
  const query = new URLSearchParams({ date, partySize: String(partySize) });
  const res = await api.get<Availability>(`/reservations/availability?${query}`, { auth: false, signal });
  return res.data!;
}
