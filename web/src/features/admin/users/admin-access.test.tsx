import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Session, SessionUser } from '@/lib/session';
import { AdminGuard } from '../AdminGuard';
import AdminLoginPage from '../AdminLoginPage';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/session', () => ({ useSession: () => session.current }));
const adminLogin = vi.hoisted(() => vi.fn());
vi.mock('@/api/users-admin', () => ({ adminLogin }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const admin: SessionUser = { _id: 'a', id: 'a', name: 'Restaurant Admin', phone: '', role: 'owner', isVerified: true };
const customer: SessionUser = { _id: 'c', id: 'c', name: 'Meera Joshi', phone: '9876543210', role: 'user', isVerified: true };

function setSession(user: SessionUser | null, isLoading = false) {
  session.current = {
    user,
    isLoading,
    pendingOtp: null,
    error: null,
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(),
    setPendingOtp: vi.fn(),
    setError: vi.fn(),
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/adminusers"
          element={
            <AdminGuard>
              <p>Secret users list</p>
            </AdminGuard>
          }
        />
        <Route path="/admin/adminlogin" element={<AdminLoginPage />} />
        <Route path="/admindashboardpage" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setSession(null));
afterEach(() => vi.clearAllMocks());

describe('AdminGuard', () => {
  it('shows a loading state, not the screen, while the session is being confirmed', () => {
    setSession(admin, true);
    renderAt('/adminusers');
    expect(screen.getByText('Checking your session...')).toBeInTheDocument();
    expect(screen.queryByText('Secret users list')).toBeNull();
  });

  it('sends a visitor without a session to the admin login', () => {
    renderAt('/adminusers');
    expect(screen.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.queryByText('Secret users list')).toBeNull();
  });

  it('sends a customer to the admin login, saying access is denied and with which role', () => {
    setSession(customer);
    renderAt('/adminusers');
    expect(screen.getByText('Access denied. Admin privileges required.')).toBeInTheDocument();
    expect(screen.getByText('You are logged in as Meera Joshi (role: user).')).toBeInTheDocument();
    expect(screen.queryByText('Secret users list')).toBeNull();
  });

  it('lets an admin through', () => {
    setSession(admin);
    renderAt('/adminusers');
    expect(screen.getByText('Secret users list')).toBeInTheDocument();
  });
});

describe('AdminLoginPage', () => {
  const submit = async (password: string) => {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Admin Password'), password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
  };

  it('an admin already signed in goes straight to the dashboard', () => {
    setSession(admin);
    renderAt('/admin/adminlogin');
    expect(screen.getByTestId('where')).toHaveTextContent('/admindashboardpage');
  });

  it('an empty password is refused without calling the server', async () => {
    renderAt('/admin/adminlogin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter the admin password')).toBeInTheDocument();
    expect(adminLogin).not.toHaveBeenCalled();
  });

  it('success signs in, says "Admin login successful!" and opens the dashboard', async () => {
    adminLogin.mockResolvedValue({ token: 'custom', user: admin });
    renderAt('/admin/adminlogin');
    await submit('thali-admin');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admindashboardpage'));
    expect(session.current.signIn).toHaveBeenCalledWith('custom', admin);
    expect(toast.success).toHaveBeenCalledWith('Admin login successful!');
  });

  it.each([
    [new ApiError(401, 'Invalid password', { success: false, code: 'invalid_credentials', message: 'Invalid password' }), 'Invalid password'],
    [
      new ApiError(429, 'Too many failed login attempts. Please try again in 15 minutes.'),
      'Admin login failed: Too many failed login attempts. Please try again in 15 minutes.',
    ],
    [new ApiError(0, 'Network error occurred'), 'Admin login error: Network error occurred'],
  ])('a failure (%s) shows "%s" under the form and in a toast', async (error, text) => {
    adminLogin.mockRejectedValue(error);
    renderAt('/admin/adminlogin');
    await submit('guess');
    await waitFor(() => expect(screen.getByText(text)).toBeInTheDocument());
    expect(toast.error).toHaveBeenCalledWith(text);
    expect(session.current.signIn).not.toHaveBeenCalled();
  });
});
