import type { SavedSettings } from '@domain/settings';
import { api } from '@/lib/api-client';

export type { AffectedBooking } from '@domain/settings';
export type AdminSettings = SavedSettings;

/** GET /api/admin/settings: the whole settings object and the confirmed bookings it leaves outside the hours. */
export async function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  const reply = await api.get<AdminSettings>('/admin/settings', { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** PUT /api/admin/settings: the whole object; answers the saved settings, the bookings to contact and the server's message. */
export async function saveSettings(body: unknown): Promise<AdminSettings & { message: string }> {
  const reply = await api.put<AdminSettings>('/admin/settings', body);
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { ...reply.data, message: reply.message ?? 'Settings saved' };
}

/** PUT /api/admin/admin-password: an owner sets the shared admin password; every device signed in with the old one signs in again. */
export async function changeAdminPassword(newPassword: string, confirmPassword: string): Promise<string> {
  const res = await api.put<null>('/admin/admin-password', { newPassword, confirmPassword });
  return res.message ?? 'Admin password changed';
}
