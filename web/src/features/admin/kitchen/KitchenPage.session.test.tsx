import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KitchenBoardView, KitchenTicket } from '@domain/kitchen';
import { DEFAULT_SETTINGS } from '@domain/settings';
import type { SessionUser } from '@/lib/session';
import KitchenPage from './KitchenPage';

const kitchen: SessionUser = { _id: 'k1', id: 'k1', name: 'Kitchen Tablet', phone: '9876500001', role: 'kitchen', isVerified: true };
const session = vi.hoisted(() => ({
  user: null as SessionUser | null,
  isLoading: false,
  signIn: vi.fn(async () => undefined),
  signOut: vi.fn(async () => undefined),
}));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
vi.mock('@/lib/settings', () => ({ useSettings: () => DEFAULT_SETTINGS }));
vi.mock('../shell/alert-sound', () => ({
  audioSupported: () => false,
  audioUnlocked: () => true,
  unlockAudio: () => undefined,
  readMuted: () => true,
  writeMuted: () => undefined,
  playChime: async () => true,
  claimChime: () => true,
}));

function ticket(id: string, status: KitchenTicket['status'] = 'Pending'): KitchenTicket {
  const at = new Date(Date.now() - 3 * 60_000).toISOString();
  return {
    id,
    reference: id.slice(-6).toUpperCase(),
    tokenNumber: null,
    status,
    orderType: 'dine-in',
    tableNumber: '7',
    name: 'Asha Patel',
    source: 'online',
    items: [{ name: 'Gujarati Thali', quantity: 2 }],
    verifiedAt: at,
    readyAt: null,
    pickupAt: null,
    plates: 0,
    updatedAt: at,
  };
}
const board = (tickets: KitchenTicket[]): KitchenBoardView => ({
  asOf: new Date().toISOString(),
  cursor: new Date().toISOString(),
  full: true,
  truncated: false,
  readyWindowMinutes: 60,
  tickets,
});

/** The API as the tablet meets it: the board, until the session ends (401), then a login, then the board again. */
const server = {
  signedIn: true,
  tickets: [] as KitchenTicket[],
  logins: 0,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  session.user = kitchen;
  session.signIn.mockClear();
  server.signedIn = true;
  server.tickets = [ticket('order0000000000aaa111'), ticket('order0000000000bbb222', 'Preparing')];
  server.logins = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/users/login')) {
        server.logins += 1;
        server.signedIn = true;
        return json(200, { success: true, message: 'Login successful', data: { token: 'custom-token', user: kitchen } });
      }
      if (!server.signedIn) return json(401, { success: false, code: 'unauthenticated', message: 'Your session has ended. Please log in again.' });
      if (url.startsWith('/api/admin/kitchen')) return json(200, { success: true, message: 'OK', data: board(server.tickets) });
      return json(200, { success: true, message: 'OK', data: { pausedUntil: null, slots: [] } });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the kitchen display when its session ends', () => {
  it('keeps the board, signs in again in a banner on the same page, and goes live again', async () => {
    render(
      <MemoryRouter initialEntries={['/adminkitchen']}>
        <Routes>
          <Route path="/adminkitchen" element={<KitchenPage />} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByRole('article', { name: '#AAA111' });

    // The session is ended elsewhere (a role change, "sign out everywhere"): the next poll is refused.
    server.signedIn = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_500);
    });
    const banner = await screen.findByRole('region', { name: 'Signed out — sign in again' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: '#AAA111' }), 'the tickets it had stay on the board').toBeInTheDocument();
    expect(screen.getByRole('article', { name: '#BBB222' })).toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();

    // A new order arrives meanwhile; the board learns of it once signed in again.
    server.tickets = [...server.tickets, ticket('order0000000000ccc333')];
    fireEvent.change(within(banner).getByLabelText('Password'), { target: { value: 'kitchen-pass' } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith('custom-token', kitchen));
    expect(server.logins).toBe(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Signed out — sign in again' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: '#CCC333' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '#AAA111' })).toBeInTheDocument();
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
  });

  it('refuses, in the banner, an account that can’t use the kitchen display, and stays signed out', async () => {
    render(
      <MemoryRouter>
        <KitchenPage />
      </MemoryRouter>,
    );
    await screen.findByRole('article', { name: '#AAA111' });
    server.signedIn = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_500);
    });
    const banner = await screen.findByRole('region', { name: 'Signed out — sign in again' });
    const guest: SessionUser = { ...kitchen, id: 'c9', _id: 'c9', name: 'A Guest', role: 'user' };
    vi.mocked(fetch).mockImplementationOnce(async () => json(200, { success: true, message: 'Login successful', data: { token: 't', user: guest } }));
    fireEvent.change(within(banner).getByLabelText('Password'), { target: { value: 'guest-pass' } });
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign in' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent("A Guest's account can't use the Kitchen display: sign in with the kitchen's account.");
    expect(session.signIn).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: '#AAA111' })).toBeInTheDocument();
  });
});
