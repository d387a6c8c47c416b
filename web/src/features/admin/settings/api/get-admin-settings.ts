import type { Settings } from '@domain/settings';
import { api } from '@/lib/api-client';

/** A confirmed booking the settings no longer allow (a closure, or a time outside the hours): the owner contacts the guest. */
export interface AffectedBooking {
  id: string;
  reference: string;
  name: string;
  /** The guest's 10-digit number, without the country code. */
  phone: string;
  date: string;
  time: string;
  partySize: number;
  reason: string;
}

export interface AdminSettings {
  settings: Settings;
  affectedBookings: AffectedBooking[];
}

/** GET /api/admin/settings: the whole settings object and the confirmed bookings it leaves outside the hours. */
export async function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  const reply = await api.get<AdminSettings>('/admin/settings', { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
