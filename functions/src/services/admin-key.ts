import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps';

/**
 * A short fingerprint of the admin password hash, carried in admin-password sessions:
 * when the password is rotated (a new ADMIN_PASSWORD_HASH), old sessions no longer match.
 * Locally the password is the fixed seeded default, so the key is fixed too.
 */
export function adminPasswordKey(deps: Pick<AppDeps, 'adminPasswordHash'>): string {
  const configured = deps.adminPasswordHash?.()?.trim();
  return configured ? createHash('sha256').update(configured).digest('base64url').slice(0, 16) : 'local-default';
}
