import { api } from '@/lib/api-client';

export interface TakeawayState {
  pausedUntil: string | null;
}

/** GET /api/admin/takeaway: whether takeaway is paused, and until when. */
export async function getTakeawayState(signal?: AbortSignal): Promise<TakeawayState> {
  return (await api.get<TakeawayState>('/admin/takeaway', { signal })).data!;
}

/** POST /api/admin/takeaway/pause {minutes}: new takeaway orders are refused until then. */
export async function pauseTakeaway(minutes: number): Promise<{ state: TakeawayState; message: string }> {
  const res = await api.post<TakeawayState>('/admin/takeaway/pause', { minutes });
  return { state: res.data!, message: res.message ?? 'Takeaway paused' };
}

/** DELETE /api/admin/takeaway/pause: takeaway orders are taken again. */
export async function resumeTakeaway(): Promise<TakeawayState> {
  return (await api.delete<TakeawayState>('/admin/takeaway/pause')).data!;
}

/** POST /api/admin/takeaway/running-late {minutes}: moves the open takeaways' pickup times and texts each guest once. */
export async function runningLate(minutes: number): Promise<{ moved: number; texted: number; message: string }> {
  const res = await api.post<{ moved: number; texted: number }>('/admin/takeaway/running-late', { minutes });
  return { ...res.data!, message: res.message ?? 'Pickup times moved' };
}
