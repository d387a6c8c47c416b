import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, configureApiClient, forgetActing, hasCode } from './api-client';
import { useHydrated } from './hydration';
import { LEGACY_ADMIN_ROLE, ROLES, roleOf, type Role } from '@domain/roles';

export interface SessionUser {
  _id: string;
  id: string;
  name: string;
  phone: string;
  email?: string | null;
  role: Role;
  isVerified: boolean;
  createdAt?: string;
}

/** Client auth state (spec §3): user, isLoading, pendingOtp, error. */
export interface SessionState {
  user: SessionUser | null;
  isLoading: boolean;
  pendingOtp: { phone: string; name: string } | null;
  error: string | null;
}

export interface Session extends SessionState {
  /** Signs in with the API's custom token, then keeps token and user (spec §4). */
  signIn(customToken: string, user: SessionUser): Promise<void>;
  /** Removes token and user, and clears user, pending OTP and error (spec §4). */
  signOut(): Promise<void>;
  setPendingOtp(pending: SessionState['pendingOtp']): void;
  setError(error: string | null): void;
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

/** Firebase is loaded only when a session needs it, so public pages stay light. */
const firebase = () => import('./firebase');

const isSessionUser = (u: unknown): u is SessionUser =>
  typeof u === 'object' &&
  u !== null &&
  typeof (u as SessionUser).id === 'string' &&
  typeof (u as SessionUser).name === 'string' &&
  [...ROLES, LEGACY_ADMIN_ROLE].includes((u as SessionUser).role);

/** A user stored before staff roles says 'admin': read as an owner, like the server does. */
const withRole = (u: SessionUser): SessionUser => ({ ...u, role: roleOf(u.role) });

/** A stored token together with a stored user restores the session; an unreadable user removes both (spec §4). */
export function readStoredSession(storage: Storage): SessionUser | null {
  const token = storage.getItem(TOKEN_KEY);
  const raw = storage.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (!isSessionUser(user)) throw new Error('unreadable user');
    return withRole(user);
  } catch {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    return null;
  }
}

/** The server's view of the signed-in user: the role may have changed since the user was stored. */
async function fetchMe(): Promise<SessionUser | null> {
  try {
    const reply = await api.get<SessionUser>('/users/me');
    return isSessionUser(reply.data) ? withRole(reply.data) : null;
  } catch (e) {
    if (hasCode(e, 'unauthenticated', 'not_found')) return null;
    throw e;
  }
}

const SessionContext = createContext<Session | null>(null);

/** Until the stored session is read: loading, so that no page decides the visitor is signed out. */
const UNREAD: SessionState = { user: null, isLoading: true, pendingOtp: null, error: null };

export function SessionProvider({ children }: { children: ReactNode }) {
  // A prerendered page, and its hydration, show no one signed in: the stored session is read in the render after.
  const hydrated = useHydrated();
  const [stored, setState] = useState<SessionState | null>(null);
  if (hydrated && stored === null) {
    const user = readStoredSession(localStorage);
    setState({ user, isLoading: user !== null, pendingOtp: null, error: null });
  }
  const state = stored ?? UNREAD;

  const clear = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    forgetActing();
    setState({ user: null, isLoading: false, pendingOtp: null, error: null });
  }, []);

  const keepUser = useCallback((user: SessionUser) => {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    setState((s) => ({ ...(s ?? UNREAD), user, isLoading: false }));
  }, []);

  const signOut = useCallback(async () => {
    clear();
    await (await firebase()).signOutFirebase().catch(() => undefined);
  }, [clear]);

  const hasUser = state.user !== null;
  const latest = useRef({ hasUser, signOut, keepUser });
  useLayoutEffect(() => {
    latest.current = { hasUser, signOut, keepUser };
  }, [hasUser, signOut, keepUser]);
  // Only a 401 on a call that carried the session ends it: a wrong password on a login form is a 401 too.
  const checking = useRef(false);
  // Wired before any page's effect can make a request (layout effects run before every passive one), and reading the
  // stored session rather than this render's state: a page's first signed-in request, made while the session is being
  // restored, waits for Firebase's persisted sign-in instead of going out without its bearer.
  useLayoutEffect(() => {
    configureApiClient({
      token: async () => {
        if (!readStoredSession(localStorage)) return null;
        const token = await (await firebase()).currentIdToken();
        if (token) localStorage.setItem(TOKEN_KEY, token);
        return token;
      },
      unauthorized: () => {
        if (!latest.current.hasUser || checking.current) return;
        checking.current = true;
        fetchMe()
          .then((me) => (me ? latest.current.keepUser(me) : latest.current.signOut()))
          .catch(() => undefined)
          .finally(() => {
            checking.current = false;
          });
      },
    });
  }, []);

  // Confirm a restored session: Firebase's own persisted sign-in must still be there, and the server still know the user.
  useEffect(() => {
    if (!state.isLoading || !hasUser) return;
    let live = true;
    (async () => {
      const token = await (await firebase()).currentIdToken();
      if (!live) return;
      if (!token) return clear();
      localStorage.setItem(TOKEN_KEY, token);
      const me = await fetchMe();
      if (!live) return;
      if (me) keepUser(me);
      else await signOut();
    })().catch(() => {
      // Offline or Firebase unreachable: keep the stored session rather than sign the person out.
      if (live) setState((s) => ({ ...(s ?? UNREAD), isLoading: false }));
    });
    return () => {
      live = false;
    };
  }, [state.isLoading, hasUser, clear, keepUser, signOut]);

  const signIn = useCallback(async (customToken: string, user: SessionUser) => {
    const idToken = await (await firebase()).signInWithApiToken(customToken);
    localStorage.setItem(TOKEN_KEY, idToken);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    setState({ user, isLoading: false, pendingOtp: null, error: null });
  }, []);

  const setPendingOtp = useCallback((pendingOtp: SessionState['pendingOtp']) => setState((s) => ({ ...(s ?? UNREAD), pendingOtp })), []);
  const setError = useCallback((error: string | null) => setState((s) => ({ ...(s ?? UNREAD), error })), []);

  const value = useMemo<Session>(() => ({ ...state, signIn, signOut, setPendingOtp, setError }), [state, signIn, signOut, setPendingOtp, setError]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
