/** The audit log's vocabulary, shared by the API and the back office (no zod: any page may import it). */

/** Kinds of thing an admin changes. */
export const AUDIT_ENTITIES = ['order', 'reservation', 'menu', 'inventory', 'user', 'setting', 'guest', 'bill', 'day'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One admin change, as GET /api/admin/audit answers it. */
export interface AuditView {
  id: string;
  at: string;
  actorUid: string;
  actorName: string;
  /** The shared device's account the actor switched in on with their PIN, if any. */
  via?: string;
  entity: AuditEntity;
  entityId: string;
  action: string;
  summary: string;
  /** The changed fields before and after (small JSON values), or null for a create/delete. */
  from: Record<string, unknown> | null;
  to: Record<string, unknown> | null;
}

/** One field an admin changed, for reading: its dotted path and its values before and after, as text. */
export interface AuditFieldChange {
  field: string;
  before: string;
  after: string;
}

const leafText = (v: unknown): string =>
  v === undefined || v === null || v === '' ? '–' : typeof v === 'boolean' ? (v ? 'yes' : 'no') : typeof v === 'object' ? JSON.stringify(v) : String(v);

function leaves(value: unknown, path: string, out: Map<string, unknown>): void {
  if (Array.isArray(value) && value.every((x) => x === null || typeof x !== 'object')) out.set(path, value.join(', '));
  else if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) out.set(path, '');
    for (const [k, v] of entries) leaves(v, path ? `${path}.${k}` : k, out);
  } else out.set(path, value);
}

/** The fields that differ between an entry's before and after, one line each ("hours.monday.0.closes: 23:00 → 22:00"), in the after's order. */
export function auditFieldChanges(from: Record<string, unknown> | null, to: Record<string, unknown> | null): AuditFieldChange[] {
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  leaves(from ?? {}, '', before);
  leaves(to ?? {}, '', after);
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  return fields.map((field) => ({ field, before: leafText(before.get(field)), after: leafText(after.get(field)) })).filter((c) => c.before !== c.after);
}
