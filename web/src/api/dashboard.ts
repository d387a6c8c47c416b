import type { DashboardView, OrderAlertsView } from '@domain/dashboard';
import { api } from '@/lib/api-client';

export type { DashboardView, OrderAlertsView };

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

/** GET /api/admin/order-alerts?since=: orders confirmed after `since`, newest first; without it only the server's time (asOf). */
export async function getOrderAlerts(since: string | null, signal?: AbortSignal): Promise<OrderAlertsView> {
  const res = await api.get<OrderAlertsView>(`/admin/order-alerts${since ? `?since=${encodeURIComponent(since)}` : ''}`, { signal });
  return res.data!;
}
