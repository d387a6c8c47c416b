import type { RequestHandler } from 'express';
import type { AppDeps } from '../deps';
import { forbidden, unauthenticated } from '../lib/errors';
import { USERS } from '../domain/collections';

export interface Session {
  uid: string;
  role: 'admin' | 'user';
}

declare module 'express-serve-static-core' {
  interface Request {
    session?: Session;
  }
}

/** Reads the bearer ID token when there is one; a bad token is a 401, no token is an anonymous request. */
export function authenticate(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return next();
    try {
      req.session = await deps.auth.verify(match[1]!.trim());
    } catch {
      return next(unauthenticated('Your session has expired. Please log in again.'));
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.session ? undefined : unauthenticated());
};

/**
 * 401 without a session, 403 without the admin role. The role is read again
 * from the user store, so that a demotion takes effect at once.
 */
export function requireAdmin(deps: AppDeps): RequestHandler {
  return async (req, _res, next) => {
    if (!req.session) return next(unauthenticated());
    if (req.session.role !== 'admin') return next(forbidden());
    const user = await deps.store.get<{ role?: string }>(USERS, req.session.uid);
    if (user?.role !== 'admin') return next(forbidden());
    next();
  };
}
