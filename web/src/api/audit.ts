import { AUDIT_ENTITIES, type AuditEntity, type AuditView } from '@domain/audit';
import { api } from '@/lib/api-client';

export { AUDIT_ENTITIES, type AuditEntity };
/** One admin change, as GET /api/admin/audit shows it. */
export type AuditEntry = AuditView;

export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next (older) page, or null on the last one. */
  next: string | null;
  /** The admins the log can be filtered by. */
  actors: Array<{ uid: string; name: string }>;
}

export interface AuditFilter {
  entity: AuditEntity | '';
  actor: string;
}

/** GET /api/admin/audit: newest first, a page at a time, by kind of entity and by admin. */
export async function listAudit(filter: AuditFilter, after: string | null, limit: number, signal?: AbortSignal): Promise<AuditPage> {
  const q = new URLSearchParams({ limit: String(limit) });
  if (filter.entity) q.set('entity', filter.entity);
  if (filter.actor) q.set('actor', filter.actor);
  if (after) q.set('after', after);
  const reply = await api.get<AuditPage>(`/admin/audit?${q}`, { signal });
  if (!reply.data) throw new Error(reply.message ?? 'The server sent an empty reply');
  return reply.data;
}
