import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { SETTINGS } from '../domain/collections';
import { isPasswordHash } from '../domain/passwords';
import { CONSOLE_ADMIN_UID } from '../domain/users';
import { audit, type Actor } from './audit';
import { endSessions } from './end-sessions';
import { hashPassword } from './passwords';

/** settings/admin-password: the shared admin password an owner set from Settings; it wins over the deploy's secret. Never sent to a browser. */
export const ADMIN_PASSWORD_DOC = 'admin-password';

interface StoredAdminPassword {
  [key: string]: unknown;
  hash: string;
  changedAt: string;
  changedBy: string;
}

export const ADMIN_PASSWORD_MIN = 10;
export const AdminPasswordChange = z
  .object({
    newPassword: z
      .string({ error: `The admin password must be at least ${ADMIN_PASSWORD_MIN} characters` })
      .min(ADMIN_PASSWORD_MIN, `The admin password must be at least ${ADMIN_PASSWORD_MIN} characters`)
      .max(128, 'The admin password must be at most 128 characters'),
    confirmPassword: z.string({ error: 'The two passwords do not match' }),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'The two passwords do not match', path: ['confirmPassword'] });

/** The hash in force: the one set from Settings, else the ADMIN_PASSWORD_HASH secret; null when neither is set. */
export async function storedAdminHash(deps: Pick<AppDeps, 'adminPasswordHash' | 'store'>): Promise<string | null> {
  const stored = await deps.store.get<StoredAdminPassword>(SETTINGS, ADMIN_PASSWORD_DOC);
  if (stored && isPasswordHash(stored.hash)) return stored.hash;
  return deps.adminPasswordHash?.()?.trim() || null;
}

/**
 * A short fingerprint of the admin password hash, carried in admin-password sessions:
 * when the password is changed (from Settings or a new ADMIN_PASSWORD_HASH), old sessions no longer match.
 * Locally the password is the fixed seeded default until an owner changes it, so the key is fixed too.
 */
export async function adminPasswordKey(deps: Pick<AppDeps, 'adminPasswordHash' | 'store'>): Promise<string> {
  const hash = await storedAdminHash(deps);
  return hash ? createHash('sha256').update(hash).digest('base64url').slice(0, 16) : 'local-default';
}

/** An owner sets a new shared admin password from Settings: no redeploy; every admin-password session ends; audited, without the password. */
export async function changeAdminPassword(deps: Pick<AppDeps, 'store' | 'clock' | 'auth'>, actor: Actor, newPassword: string): Promise<void> {
  const doc: StoredAdminPassword = { hash: await hashPassword(newPassword), changedAt: deps.clock.now().toISOString(), changedBy: actor.uid };
  await deps.store.set(SETTINGS, ADMIN_PASSWORD_DOC, doc);
  await endSessions(deps, CONSOLE_ADMIN_UID);
  await audit(deps, actor, { entity: 'setting', entityId: ADMIN_PASSWORD_DOC, action: 'update', summary: 'Shared admin password changed; its sessions ended' });
}
