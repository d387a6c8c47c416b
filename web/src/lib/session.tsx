import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { configureApiClient } from './api-client';

export interface SessionUser {
  _id: string;
  id: string;
  name: string;
  phone: string;
  email?: string | null;
  role: 'admin' | 'user';
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

/** A stored token together with a stored user restores the session; an unreadable user removes both (spec §4). */
export function readStoredSession(storage: Storage): SessionUser | null {
  const token = storage.getItem(TOKEN_KEY);
  const raw = storage.getItem(USER_KEY);
  if (!token || !raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (!user || typeof user !== 'object' || typeof user.name !== 'string' || typeof user.role !== 'string') throw new Error('bad user');
    return user;
  } catch {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_KEY);
    return null;
  }
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => {
    const user = readStoredSession(localStorage);
    return { user, isLoading: user !== null, pendingOtp: null, error: null };
  });

  const clear = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    setState({ user: null, isLoading: false, pendingOtp: null, error: null });
  }, []);

  // Confirm a restored session with Firebase: its own persisted sign-in must still be there.
  useEffect(() => {
    if (!state.isLoading) return;
    let live = true;
    firebase()
      .then((fb) => fb.currentIdToken())
      .then((token) => {
        if (!live) return;
        if (token) {
          localStorage.setItem(TOKEN_KEY, token);
          setState((s) => ({ ...s, isLoading: false }));
        } else clear();
      })
      .catch(() => live && setState((s) => ({ ...s, isLoading: false })));
    return () => {
      live = false;
    };
  }, [state.isLoading, clear]);

  const signIn = useCallback(async (customToken: string, user: SessionUser) => {
    const idToken = await (await firebase()).signInWithApiToken(customToken);
    localStorage.setItem(TOKEN_KEY, idToken);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    setState({ user, isLoading: false, pendingOtp: null, error: null });
  }, []);

  const signOut = useCallback(async () => {
    clear();
    await (await firebase()).signOutFirebase().catch(() => undefined);
  }, [clear]);

  const hasUser = state.user !== null;
  useEffect(() => {
    configureApiClient({
      token: async () => {
        if (!hasUser) return null;
        const token = await (await firebase()).currentIdToken();
        if (token) localStorage.setItem(TOKEN_KEY, token);
        return token;
      },
      unauthorized: () => {
        if (hasUser) void signOut();
      },
    });
  }, [hasUser, signOut]);

  const value = useMemo<Session>(
    () => ({
      ...state,
      signIn,
      signOut,
      setPendingOtp: (pendingOtp) => setState((s) => ({ ...s, pendingOtp })),
      setError: (error) => setState((s) => ({ ...s, error })),
    }),
    [state, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
