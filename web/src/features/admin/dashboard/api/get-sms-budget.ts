import { api } from '@/lib/api-client';

export interface SmsBudgetView {
  date: string;
  dailyCap: number;
  hourlyCap: number;
  sentToday: number;
  sentThisHour: number;
  reached: boolean;
}

/** GET /api/admin/sms-budget: texts sent today against the site's caps. */
export async function getSmsBudget(signal?: AbortSignal): Promise<SmsBudgetView> {
  const res = await api.get<SmsBudgetView>('/admin/sms-budget', { signal });
  return res.data!;
}
