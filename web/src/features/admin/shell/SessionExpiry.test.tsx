import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/session';
import { MenuItemModal } from '../menu/MenuItemModal';
import { SessionExpiry } from './SessionExpiry';
import { SAMPLE_DISH } from '@/testing/fixtures';

const admin: SessionUser = { _id: 'u1', id: 'u1', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
const session = vi.hoisted(() => ({ user: null as SessionUser | null, signIn: vi.fn(async () => undefined), signOut: vi.fn(async () => undefined) }));
vi.mock('@/lib/session', () => ({ useSession: () => session }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const dish = SAMPLE_DISH;
const json = (status: number, body: object) => new Response(JSON.stringify(body), { status });

let saves: FormData[];
let loginReply: () => Response;
const onSaved = vi.fn();

beforeEach(() => {
  session.user = admin;
  saves = [];
  loginReply = () => json(200, { success: true, message: 'Login successful', data: { token: 'custom-token', user: admin } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/users/login') return loginReply();
      if (url === '/api/menu/admin/m1' && init.method === 'PUT') {
        saves.push(init.body as FormData);
        // The first save finds the session ended; the one after signing in goes through.
        if (saves.length === 1) return json(401, { success: false, message: 'Your session has ended. Please log in again.' });
        return json(200, { success: true, message: 'Item updated', data: { ...dish, name: String((init.body as FormData).get('name')) } });
      }
      return json(404, { success: false, message: 'Not found' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderEditing() {
  render(
    <MemoryRouter initialEntries={['/adminmenu']}>
      <Routes>
        <Route
          path="/adminmenu"
          element={
            <>
              <MenuItemModal item={dish} categories={['Welcome Drinks']} onClose={() => {}} onSaved={onSaved} />
              <SessionExpiry />
            </>
          }
        />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function saveWithEndedSession() {
  const name = screen.getByLabelText('Name');
  await userEvent.clear(name);
  await userEvent.type(name, 'Masala Chaas (large)');
  await userEvent.click(screen.getByRole('button', { name: 'Update Item' }));
  return screen.findByRole('dialog', { name: 'Your session ended: sign in again' });
}

describe('a session that ends while an admin fills a form', () => {
  it('asks to sign in again over the form, keeps what was typed, and saves it once signed in', async () => {
    renderEditing();
    const dialog = await saveWithEndedSession();

    expect(screen.getByDisplayValue('Masala Chaas (large)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('9999999999');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'thali-admin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Masala Chaas (large)' })));
    expect(session.signIn).toHaveBeenCalledWith('custom-token', admin);
    expect(saves).toHaveLength(2);
    expect(saves[1]!.get('name')).toBe('Masala Chaas (large)');
    expect(screen.queryByRole('dialog', { name: 'Your session ended: sign in again' })).not.toBeInTheDocument();
  });

  it('checks the fields as /login does, and shows a refused password in the dialog with the form still there', async () => {
    loginReply = () => json(401, { success: false, message: 'Invalid phone or password' });
    renderEditing();
    const dialog = await saveWithEndedSession();

    await userEvent.clear(within(dialog).getByLabelText('Mobile Number'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(await within(dialog).findByText('Please enter your password')).toBeInTheDocument();
    expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/users/login')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Mobile Number'), '9999999999');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid phone or password');
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByDisplayValue('Masala Chaas (large)')).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(session.signIn).not.toHaveBeenCalled();
  });

  it('Cancel goes to /login and ends the session there', async () => {
    renderEditing();
    const dialog = await saveWithEndedSession();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalled();
    expect(saves).toHaveLength(1);
  });

  it('signing in as another account goes to /login instead of saving as them', async () => {
    loginReply = () =>
      json(200, {
        success: true,
        message: 'Login successful',
        data: { token: 't2', user: { ...admin, _id: 'u2', id: 'u2', name: 'Meera', phone: '9888888888' } },
      });
    renderEditing();
    const dialog = await saveWithEndedSession();

    await userEvent.clear(within(dialog).getByLabelText('Mobile Number'));
    await userEvent.type(within(dialog).getByLabelText('Mobile Number'), '9888888888');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
    expect(saves).toHaveLength(1);
  });
});
