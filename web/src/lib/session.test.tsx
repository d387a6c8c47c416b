import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { SessionProvider, TOKEN_KEY, USER_KEY, readStoredSession, useSession, type SessionUser } from './session';

const firebase = vi.hoisted(() => ({
  currentIdToken: vi.fn<() => Promise<string | null>>(),
  signInWithApiToken: vi.fn<(t: string) => Promise<string>>(),
  signOutFirebase: vi.fn<() => Promise<void>>(),
}));
vi.mock('./firebase', () => firebase);

const asha: SessionUser = { _id: 'u1', id: 'u1', name: 'Asha Patel', phone: '9876543210', email: null, role: 'owner', isVerified: true };

const reply = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  firebase.currentIdToken.mockResolvedValue('id-token-fresh');
  firebase.signInWithApiToken.mockResolvedValue('id-token-new');
  firebase.signOutFirebase.mockResolvedValue();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

function Probe() {
  const s = useSession();
  return (
    <div>
      <output data-testid="state">
        {JSON.stringify({ user: s.user?.name ?? null, role: s.user?.role ?? null, isLoading: s.isLoading, pendingOtp: s.pendingOtp, error: s.error })}
      </output>
      <button onClick={() => void s.signIn('custom-token', { ...asha, role: 'user' })}>sign in</button>
      <button onClick={() => void s.signOut()}>sign out</button>
      <button onClick={() => s.setPendingOtp({ phone: '9876543210', name: 'Asha' })}>pending</button>
      <button onClick={() => s.setError('Registration failed')}>error</button>
    </div>
  );
}
const state = () =>
  JSON.parse(screen.getByTestId('state').textContent ?? '{}') as {
    user: string | null;
    role: string | null;
    isLoading: boolean;
    pendingOtp: unknown;
    error: string | null;
  };

describe('readStoredSession (spec §4)', () => {
  it('restores the user when both a token and a user are stored', () => {
    localStorage.setItem(TOKEN_KEY, 't');
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    expect(readStoredSession(localStorage)).toEqual(asha);
  });

  it('restores nothing when the token or the user is missing', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    expect(readStoredSession(localStorage)).toBeNull();
    localStorage.clear();
    localStorage.setItem(TOKEN_KEY, 't');
    expect(readStoredSession(localStorage)).toBeNull();
  });

  it.each([['{not json'], ['"a string"'], [JSON.stringify({ name: 'No id or role' })], [JSON.stringify({ ...asha, role: 'superuser' })]])(
    'removes both token and user when the stored user (%s) cannot be read',
    (raw) => {
      localStorage.setItem(TOKEN_KEY, 't');
      localStorage.setItem(USER_KEY, raw);
      expect(readStoredSession(localStorage)).toBeNull();
      expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(localStorage.getItem(USER_KEY)).toBeNull();
    },
  );
});

describe('SessionProvider', () => {
  it('is loading while it confirms a stored session, then keeps the user as the server now sees it (a demotion shows at once)', async () => {
    localStorage.setItem(TOKEN_KEY, 'id-token-old');
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    fetchMock.mockImplementation(() => reply(200, { success: true, data: { ...asha, role: 'user' } }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(state()).toMatchObject({ user: 'Asha Patel', isLoading: true });
    await waitFor(() => expect(state()).toMatchObject({ isLoading: false, role: 'user' }));
    expect(localStorage.getItem(TOKEN_KEY)).toBe('id-token-fresh');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).role).toBe('user');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/me');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer id-token-fresh');
  });

  it('signs out a stored session that Firebase no longer has', async () => {
    localStorage.setItem(TOKEN_KEY, 'id-token-old');
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    firebase.currentIdToken.mockResolvedValue(null);
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(state()).toMatchObject({ user: null, isLoading: false }));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('signs out a stored session the server refuses (401)', async () => {
    localStorage.setItem(TOKEN_KEY, 'id-token-old');
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    fetchMock.mockImplementation(() => reply(401, { success: false, code: 'unauthenticated', message: 'Authentication token not found' }));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(state()).toMatchObject({ user: null, isLoading: false }));
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(firebase.signOutFirebase).toHaveBeenCalled();
  });

  it('keeps the stored session when the network is down', async () => {
    localStorage.setItem(TOKEN_KEY, 'id-token-old');
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(state()).toMatchObject({ user: 'Asha Patel', isLoading: false }));
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
  });

  it('signIn keeps the ID token and the user; signOut removes both and clears user, pending OTP and error', async () => {
    const user = userEvent.setup();
    render(
      <SessionProvider>
        <Probe />
      </SessionProvider>,
    );
    expect(state()).toMatchObject({ user: null, isLoading: false });
    await user.click(screen.getByText('sign in'));
    await waitFor(() => expect(state().user).toBe('Asha Patel'));
    expect(firebase.signInWithApiToken).toHaveBeenCalledWith('custom-token');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('id-token-new');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!).name).toBe('Asha Patel');

    await user.click(screen.getByText('pending'));
    await user.click(screen.getByText('error'));
    expect(state()).toMatchObject({ pendingOtp: { phone: '9876543210', name: 'Asha' }, error: 'Registration failed' });

    await act(async () => {
      await user.click(screen.getByText('sign out'));
    });
    expect(state()).toEqual({ user: null, role: null, isLoading: false, pendingOtp: null, error: null });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(firebase.signOutFirebase).toHaveBeenCalled();
  });

  it("when a page asks for the signed-in user's data in its first effect, the request carries the restored session's bearer", async () => {
    localStorage.setItem(TOKEN_KEY, 'id-token-old');
    localStorage.setItem(USER_KEY, JSON.stringify(asha));
    fetchMock.mockImplementation(() => reply(200, { success: true, data: asha }));
    function MyOrders() {
      const { user } = useSession();
      useEffect(() => {
        if (user) void api.get('/orders/my-orders');
      }, [user]);
      return null;
    }
    render(
      <SessionProvider>
        <MyOrders />
      </SessionProvider>,
    );
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/orders/my-orders'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/orders/my-orders'))!;
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer id-token-fresh');
  });
});
