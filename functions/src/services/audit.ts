import { z } from 'zod';
import type { AppDeps } from '../deps';
import { AUDIT_ENTITIES, type AuditEntity, type AuditView } from '../domain/audit';
import { AUDIT_LOG } from '../domain/collections';
import { auditRetentionMs, expiresAfter } from '../domain/expiry';
import { LEGACY_ADMIN_ROLE, STAFF_ROLES } from '../domain/staff-roles';
import { DOC_ID, type DocData, type DocStore, type Filter, type TxStore, type WithId } from '../ports';

/** audit_log/{id}: one admin change, kept 90 days, or 8 years when it is about money (domain/expiry.ts). */
export interface AuditDoc extends Omit<AuditView, 'id'> {
  [key: string]: unknown;
  /** The TTL policy deletes the entry after its retention. */
  expireAt: Date;
}

export interface Actor {
  uid: string;
  name: string;
  /** The shared device's account, when the actor switched in there with their PIN. */
  via?: string;
}

export interface AuditEntry {
  entity: AuditEntity;
  entityId: string;
  action: string;
  summary: string;
  from?: Record<string, unknown> | null;
  to?: Record<string, unknown> | null;
}

function auditDoc(actor: Actor, entry: AuditEntry, now: Date): AuditDoc {
  return {
    at: now.toISOString(),
    actorUid: actor.uid,
    actorName: actor.name,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    summary: entry.summary,
    from: entry.from ?? null,
    to: entry.to ?? null,
    ...(actor.via ? { via: actor.via } : {}),
    expireAt: expiresAfter(now, auditRetentionMs(entry.entity, entry.action)),
  };
}

/** Inside the change's own transaction: the entry commits with the change or not at all. */
export function auditIn(tx: TxStore, store: DocStore, actor: Actor, entry: AuditEntry, now: Date): void {
  tx.create(AUDIT_LOG, store.newId(), auditDoc(actor, entry, now));
}

/** An admin's change to one record with a status: the patch, and what the audit entry says of it. */
export interface StatusChange<T> {
  action: string;
  summary: string;
  patch: Partial<T>;
  to: Record<string, unknown>;
}

/**
 * Writes a change to a record and its audit entry in one transaction (the entry's `from` is the
 * record's status before): answers the record as it now stands.
 */
export function updateAudited<T extends DocData & { status: string }>(
  tx: TxStore,
  store: DocStore,
  actor: Actor,
  target: { collection: string; entity: AuditEntity; record: WithId<T> },
  change: StatusChange<T>,
  now: Date,
): WithId<T> {
  const { collection, entity, record } = target;
  tx.update(collection, record.id, change.patch as DocData);
  auditIn(
    tx,
    store,
    actor,
    { entity, entityId: record.id, action: change.action, summary: change.summary, from: { status: record.status }, to: change.to },
    now,
  );
  return { ...record, ...change.patch };
}

/** For changes made without a transaction (image uploads, deletes): written right after the change. */
export async function audit(deps: Pick<AppDeps, 'store' | 'clock'>, actor: Actor, entry: AuditEntry): Promise<void> {
  await deps.store.create(AUDIT_LOG, deps.store.newId(), auditDoc(actor, entry, deps.clock.now()));
}

export const AuditQuery = z.object({
  entity: z.enum(AUDIT_ENTITIES, { error: `entity must be one of ${AUDIT_ENTITIES.join(', ')}` }).optional(),
  actor: z.string().trim().min(1).max(128).optional(),
  /** The last entry's cursor from the previous page. */
  after: z
    .string()
    .regex(/^[^|]{1,40}\|[A-Za-z0-9_-]{1,64}$/, 'after must be a cursor from the previous page')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be 1 to 100' })
    .int('limit must be 1 to 100')
    .min(1, 'limit must be 1 to 100')
    .max(100, 'limit must be 1 to 100')
    .default(25),
});

/** Newest first, a page at a time, by kind of entity and by admin. */
export async function listAudit(deps: Pick<AppDeps, 'store'>, q: z.infer<typeof AuditQuery>) {
  const where: Filter[] = [];
  if (q.entity) where.push({ field: 'entity', op: '==', value: q.entity });
  if (q.actor) where.push({ field: 'actorUid', op: '==', value: q.actor });
  const cursor = q.after ? q.after.split('|') : undefined;
  const docs = await deps.store.query<AuditDoc>(AUDIT_LOG, {
    where,
    orderBy: [
      { field: 'at', direction: 'desc' },
      { field: DOC_ID, direction: 'desc' },
    ],
    limit: q.limit + 1,
    ...(cursor ? { startAfter: cursor } : {}),
  });
  const page = docs.slice(0, q.limit);
  const entries: AuditView[] = page.map(({ expireAt: _e, ...rest }) => rest);
  const last = page.at(-1);
  return { entries, next: docs.length > q.limit && last ? `${last.at}|${last.id}` : null };
}

/** The staff who appear in the log (for the filter), from the users list. */
export async function auditActors(deps: Pick<AppDeps, 'store'>): Promise<Actor[]> {
  const admins = await deps.store.query<{ name: string }>('users', {
    where: [{ field: 'role', op: 'in', value: [...STAFF_ROLES, LEGACY_ADMIN_ROLE] }],
    limit: 100,
  });
  return admins.map((a) => ({ uid: a.id, name: a.name }));
}
