import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { AppError, forbidden, unauthenticated } from '../lib/errors';
import { PERMISSIONS, can, type StaffRole, isStaff, permissionFor, refusalMessage, roleOf } from '../domain/staff-roles';
import { USERS } from '../domain/collections';
import { CONSOLE_ADMIN_UID } from '../domain/users';
import { adminPasswordKey } from '../services/admin-key';
import type { Actor } from '../services/audit';
import { endSessions } from '../services/end-sessions';
import { checkNotRevoked } from '../services/revocation-check';
import type { Session } from '../services/session';
import { ACTING_HEADER } from '../domain/staff-pin';
import { resolveActing } from '../services/staff-switch';

export type { Session };

export const SESSION_ENDED = 'Your session has ended. Please log in again.';

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session;
    /** Set by requireAdmin: who is acting, for the audit log, and in which role. */
    admin?: Actor & { role: StaffRole };
  }
}

/**
 * Reads the bearer ID token when there is one; a bad token is a 401, no token is an anonymous request. A customer's
 * session is checked for revocation too (signed out everywhere, a password reset, a deleted account), trusted for the
 * revocation check's time like a staff member's; requireAdmin checks staff sessions.
 */
export function authenticate(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return next();
    try {
      const idToken = match[1]!.trim();
      const session = { ...(await deps.auth.verify(idToken)), idToken };
      if (!isStaff(session.role)) await checkNotRevoked(deps, session);
      req.session = session;
    } catch (e) {
      const code = (e as { code?: string }).code;
      const ended = code === 'auth/id-token-revoked' || code === 'auth/user-not-found' || code === 'auth/user-disabled';
      return next(unauthenticated(ended ? SESSION_ENDED : 'Your session has expired. Please log in again.'));
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : unauthenticated());
};

/**
 * The one check of every back-office route: 401 without a session or with an ended one,
 * 403 `forbidden` for a customer, 403 `forbidden_role` when the staff member's role lacks
 * what the route needs (domain/staff-roles ROUTE_PERMISSIONS; a route missing there is the
 * owner's alone). The token is checked for revocation (sign out everywhere, a role change, a
 * rotated admin password; a pass is trusted for REVOCATION_CHECK_TTL_MS, services/revocation-check.ts),
 * and the role is read again from the user store, so that a change takes effect at once.
 */
export function requireAdmin(deps: AppDeps): RequestHandler {
  // Named so that the route census (staff-roles.api.test.ts) can find every route it guards.
  return async function backOfficeGuard(req, _res, next) {
    const session = req.session;
    if (!session) return next(unauthenticated());
    if (!isStaff(session.role)) return next(forbidden());
    try {
      await checkNotRevoked(deps, session);
    } catch {
      return next(unauthenticated(SESSION_ENDED));
    }
    if (session.uid === CONSOLE_ADMIN_UID && session.adminKey !== (await adminPasswordKey(deps))) {
      // The admin password was changed since this session began: end it everywhere.
      await endSessions(deps, session.uid);
      return next(unauthenticated(SESSION_ENDED));
    }
    const user = await deps.store.get<{ role?: string; name?: string }>(USERS, session.uid);
    const deviceRole = roleOf(user?.role);
    if (!user || !isStaff(deviceRole)) return next(forbidden());
    const deviceName = user.name || 'Admin';
    // On a shared device, the person who switched in with their PIN acts, in their own role (services/staff-switch.ts).
    const proof = req.get(ACTING_HEADER);
    const acting = proof ? await resolveActing(deps, session.uid, proof) : null;
    const role = acting?.role ?? deviceRole;
    const needed = permissionFor(req.method, req.baseUrl + req.path, req.body) ?? 'settings';
    if (!can(role, needed)) return next(new AppError('forbidden_role', refusalMessage(needed), { role, allowed: PERMISSIONS[needed].roles }));
    req.admin = acting ? { uid: acting.uid, name: acting.name, role, via: deviceName } : { uid: session.uid, name: deviceName, role };
    next();
  };
}
