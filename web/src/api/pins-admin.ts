import { api } from '@/lib/api-client';
import type { ActingPerson, SwitchPerson } from '@domain/staff-pin';

/** GET /api/admin/pins/people: the staff who have a PIN, for "Switch person". */
export async function listSwitchPeople(signal?: AbortSignal): Promise<SwitchPerson[]> {
  return (await api.get<SwitchPerson[]>('/admin/pins/people', { signal, acting: false })).data ?? [];
}

/** POST /api/admin/pins/switch: the person with this PIN acts on this device; answers the proof to send. */
export async function switchPerson(uid: string, pin: string): Promise<ActingPerson> {
  const reply = await api.post<ActingPerson>('/admin/pins/switch', { uid, pin }, { acting: false });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}

/** POST /api/admin/pins/switch-back: the proof stops working; the device acts as its own account again. */
export async function switchBack(token: string): Promise<void> {
  await api.post('/admin/pins/switch-back', { token }, { acting: false });
}

/** PUT /api/admin/pins/me: sets the signed-in person's own PIN. */
export async function setMyPin(pin: string, confirmPin: string): Promise<void> {
  await api.put('/admin/pins/me', { pin, confirmPin }, { acting: false });
}

/** DELETE /api/admin/pins/me: removes the signed-in person's own PIN. */
export async function clearMyPin(): Promise<void> {
  await api.delete('/admin/pins/me', { acting: false });
}

/** DELETE /api/admin/pins/{uid}: an owner clears someone's PIN. */
export async function clearPin(uid: string): Promise<void> {
  await api.delete(`/admin/pins/${encodeURIComponent(uid)}`);
}
