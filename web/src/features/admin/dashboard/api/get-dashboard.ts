import type { DashboardView } from '@domain/dashboard';
import { api } from '@/lib/api-client';

export type { DashboardView };

/** GET /api/admin/dashboard: today's computed figures (DECISIONS 12). */
export async function getDashboard(signal?: AbortSignal): Promise<DashboardView> {
  const res = await api.get<DashboardView>('/admin/dashboard', { signal });
  return res.data!;
}
