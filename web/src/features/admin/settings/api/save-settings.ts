import { api } from '@/lib/api-client';
import type { AdminSettings } from './get-admin-settings';

/** PUT /api/admin/settings: the whole object; answers the saved settings, the bookings to contact and the server's message. */
export async function saveSettings(body: unknown): Promise<AdminSettings & { message: string }> {
  const reply = await api.put<AdminSettings>('/admin/settings', body);
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return { ...reply.data, message: reply.message ?? 'Settings saved' };
}
