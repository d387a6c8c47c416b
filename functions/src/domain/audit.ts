/** The audit log's vocabulary, shared by the API and the back office (no zod: any page may import it). */

/** Kinds of thing an admin changes. */
export const AUDIT_ENTITIES = ['order', 'reservation', 'menu', 'inventory', 'user', 'setting'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One admin change, as GET /api/admin/audit answers it. */
export interface AuditView {
  id: string;
  at: string;
  actorUid: string;
  actorName: string;
  entity: AuditEntity;
  entityId: string;
  action: string;
  summary: string;
  /** The changed fields before and after (small JSON values), or null for a create/delete. */
  from: Record<string, unknown> | null;
  to: Record<string, unknown> | null;
}
