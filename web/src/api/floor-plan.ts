import type { FloorTable, TableStatus } from '@domain/floor';
import { api } from '@/lib/api-client';

export type { FloorTable };

/** A table as the plan editor holds it: where it stands, and whether a party sits there now (it may not leave its area). */
export type PlanTable = FloorTable & { status?: TableStatus };

export interface PlanView {
  areas: string[];
  tables: PlanTable[];
}

/** GET /api/admin/tables: the plan, each table with its state now. */
export async function getPlan(signal?: AbortSignal): Promise<PlanView> {
  const res = await api.get<PlanView>('/admin/tables', { signal });
  return res.data ?? { areas: [], tables: [] };
}

/** PUT /api/admin/tables: the whole plan, as laid out; answers it as saved. */
export async function savePlan(tables: FloorTable[]): Promise<PlanView> {
  const res = await api.put<PlanView>('/admin/tables', { tables });
  return res.data ?? { areas: [], tables: [] };
}
