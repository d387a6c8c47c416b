import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Session, SessionUser } from '@/lib/session';
import UsersSection from './UsersSection';
import type { UserList } from '@/api/users-admin';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/session', () => ({ useSession: () => session.current }));
const listUsers = vi.hoisted(() => vi.fn());
const changeRole = vi.hoisted(() => vi.fn());
vi.mock('@/api/users-admin', () => ({ listUsers, changeRole }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const admin: SessionUser = { _id: 'a', id: 'a', name: 'Thali Admin', phone: '9999999999', role: 'owner', isVerified: true };
const setSession = (user: SessionUser | null) => {
  session.current = { user, isLoading: false, pendingOtp: null, error: null, signIn: vi.fn(), signOut: vi.fn(), setPendingOtp: vi.fn(), setError: vi.fn() };
};
const list = (users: UserList['users']): UserList => ({
  users,
  total: users.length,
  page: 1,
  limit: 50,
  counts: { verified: 7, pending: 1, admins: 2, awaitingOtp: 0 },
});
const meera = {
  _id: 'u1',
  id: 'u1',
  name: 'Meera Joshi',
  phone: '9876543210',
  email: 'meera@example.com',
  role: 'user' as const,
  isVerified: true,
  createdAt: '2026-11-20T10:30:00.000Z',
};
const ravi = { ...meera, _id: 'u2', id: 'u2', name: 'Ravi Shah', phone: '9123456780', email: null, isVerified: false };

beforeEach(() => setSession(admin));
afterEach(() => vi.clearAllMocks());

describe('Registered Users', () => {
  it('shows the table, the badges, the summary cards and the loaded toast', async () => {
    listUsers.mockResolvedValue({ list: list([meera, ravi]), message: '2 users loaded successfully' });
    render(<UsersSection />);
    const rows = await screen.findAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '#NamePhoneRoleStatusRegistered At',
      `1Meera Joshimeera@example.com+91 9876543210OwnerManagerCounterKitchenCustomerVerified${new Date(meera.createdAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}`,
      expect.stringMatching(/^2Ravi Shah\+91 9123456780OwnerManagerCounterKitchenCustomerPending/),
    ]);
    expect(screen.getByText('2 total')).toBeInTheDocument();
    expect(screen.getByText('Admin: Thali Admin')).toBeInTheDocument();
    for (const [label, n] of [
      ['Verified Users', '7'],
      ['Pending Verification', '1'],
      ['Admin Users', '2'],
    ]) {
      expect(screen.getByText(label).nextElementSibling).toHaveTextContent(n!);
    }
    // The toast is raised in an effect, which can run just after the list is painted.
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('2 users loaded successfully', expect.anything()));
    expect(screen.queryByText('Login as Admin (Test)')).toBeNull();
  });

  it('Refresh Users loads the list again', async () => {
    listUsers.mockResolvedValue({ list: list([meera]), message: '1 users loaded successfully' });
    render(<UsersSection />);
    await screen.findByText('Meera Joshi');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Users' }));
    await waitFor(() => expect(listUsers).toHaveBeenCalledTimes(2));
  });

  it('says "No registered users found" for an empty list', async () => {
    listUsers.mockResolvedValue({ list: list([]), message: '0 users loaded successfully' });
    render(<UsersSection />);
    expect(await screen.findByText('No registered users found')).toBeInTheDocument();
  });

  it('a failed load says "Failed to fetch users" and offers to try again', async () => {
    listUsers.mockRejectedValue(new ApiError(500, 'Server error'));
    render(<UsersSection />);
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    // The toast is raised in an effect, which can run just after the list is painted.
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to fetch users', expect.anything()));
  });

  it('with no user, says "Please login as admin to view users." and loads nothing', () => {
    setSession(null);
    render(<UsersSection />);
    expect(screen.getByText('Please login as admin to view users.')).toBeInTheDocument();
    expect(listUsers).not.toHaveBeenCalled();
  });

  it('a non-admin sees "Access denied. Admin privileges required." with the role, and nothing is loaded', () => {
    setSession({ ...admin, role: 'user' });
    render(<UsersSection />);
    expect(screen.getByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(screen.getByText('Current role: user')).toBeInTheDocument();
    expect(listUsers).not.toHaveBeenCalled();
  });

  it('when the server refuses the role (403), shows the access message instead of the table', async () => {
    listUsers.mockRejectedValue(new ApiError(403, 'Access denied. Admin privileges required.'));
    render(<UsersSection />);
    expect(await screen.findByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('an owner picks a role, confirms, and the list reloads', async () => {
    listUsers.mockResolvedValue({ list: list([meera]), message: '1 users loaded successfully' });
    changeRole.mockResolvedValue({ user: { ...meera, role: 'counter' }, message: 'Role set to Counter' });
    const user = userEvent.setup();
    render(<UsersSection />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Meera Joshi' }), 'counter');
    const dialog = screen.getByRole('alertdialog', { name: 'Change role' });
    expect(dialog).toHaveTextContent('Make Meera Joshi counter staff? Their sessions end at once');
    expect(changeRole).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Make counter' }));
    await waitFor(() => expect(changeRole).toHaveBeenCalledWith('u1', 'counter'));
    expect(toast.success).toHaveBeenCalledWith('Role set to Counter', expect.anything());
    await waitFor(() => expect(listUsers).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("Cancel changes nothing; the owner's own row and a manager's view have no role control", async () => {
    const self = { ...meera, _id: 'a', id: 'a', name: 'Thali Admin', role: 'owner' as const };
    listUsers.mockResolvedValue({ list: list([meera, self]), message: '2 users loaded successfully' });
    const user = userEvent.setup();
    const { unmount } = render(<UsersSection />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Meera Joshi' }), 'owner');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(changeRole).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: 'Role of Thali Admin' })).toBeNull();
    expect(screen.getByText('You')).toBeInTheDocument();
    unmount();
    setSession({ ...admin, role: 'manager' });
    render(<UsersSection />);
    await screen.findByText('Meera Joshi');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('a refused change keeps the dialog open and shows the reason', async () => {
    listUsers.mockResolvedValue({ list: list([meera]), message: '1 users loaded successfully' });
    changeRole.mockRejectedValue(new ApiError(404, 'User not found', { success: false, message: 'User not found' }));
    const user = userEvent.setup();
    render(<UsersSection />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role of Meera Joshi' }), 'kitchen');
    await user.click(screen.getByRole('button', { name: 'Make kitchen' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('User not found', expect.anything()));
    expect(screen.getByRole('alertdialog', { name: 'Change role' })).toBeInTheDocument();
  });
});
