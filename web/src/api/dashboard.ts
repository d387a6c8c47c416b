import type { DashboardView, UnseenOrdersView } from '@domain/dashboard';
import { api } from '@/lib/api-client';

export type { DashboardView, UnseenOrdersView };

/** GET /api/admin/dashboard: today's computed figures (DECISIONS 12). */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardView> {
  const res = await api.get<DashboardView>('/admin/dashboard', { signal });
  return res.data!;
}

export interface SmsBudgetView {
  date: string;
  dailyCap: number;
  hourlyCap: number;
  sentToday: number;
  sentThisHour: number;
  reached: boolean;
  /** 80% of the day's or the hour's cap is used. */
  nearing: boolean;
}

/** GET /api/admin/sms-budget: texts sent today against the site's caps. */
export async function getSmsBudget(signal?: AbortSignal): Promise<SmsBudgetView> {
  const res = await api.get<SmsBudgetView>('/admin/sms-budget', { signal });
  return res.data!;
}

/** GET /api/admin/order-alerts/unseen: orders confirmed since this admin last looked (kept on the server). */
export async function getUnseenOrders(signal?: AbortSignal): Promise<UnseenOrdersView> {
  const res = await api.get<UnseenOrdersView>('/admin/order-alerts/unseen', { signal });
  return res.data!;
}

/** POST /api/admin/order-alerts/seen: this admin has seen the orders confirmed up to `upTo` (else up to now). */
export async function markOrdersSeen(upTo: string | null): Promise<{ seenAt: string }> {
  const res = await api.post<{ seenAt: string }>('/admin/order-alerts/seen', upTo ? { upTo } : {});
  return res.data!;
}
