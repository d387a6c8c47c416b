import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { Session, SessionUser } from '@/lib/session';
import StaffJoinPage from './StaffJoinPage';

const session = vi.hoisted(() => ({ current: null as unknown as Session }));
vi.mock('@/lib/session', () => ({ useSession: () => session.current }));
const calls = vi.hoisted(() => ({ joinStaff: vi.fn() }));
vi.mock('@/api/users', () => ({ joinStaff: calls.joinStaff }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const ravi: SessionUser = { _id: 'u7', id: 'u7', name: 'Ravi Cook', phone: '9876543210', role: 'kitchen', isVerified: true };

beforeEach(() => {
  session.current = {
    user: null,
    isLoading: false,
    error: null,
    pendingOtp: null,
    setPendingOtp: vi.fn(),
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(),
    setError: vi.fn(),
  };
});
afterEach(() => vi.clearAllMocks());

const renderJoin = () =>
  render(
    <MemoryRouter initialEntries={['/staff/join']}>
      <Routes>
        <Route path="/staff/join" element={<StaffJoinPage />} />
        <Route path="/adminkitchen" element={<p>Kitchen display</p>} />
      </Routes>
    </MemoryRouter>,
  );

async function fill(details: { phone?: string; code?: string; password?: string }) {
  const user = userEvent.setup();
  if (details.phone) await user.type(screen.getByLabelText('Mobile Number'), details.phone);
  if (details.code) await user.type(screen.getByLabelText('Code from the text'), details.code);
  if (details.password) await user.type(screen.getByLabelText('New password'), details.password);
  await user.click(screen.getByRole('button', { name: 'Join' }));
}

describe('/staff/join', () => {
  it('a code that is not 6 digits says so under the code and sends nothing', async () => {
    renderJoin();
    await fill({ phone: '9876543210', code: '4821', password: 'thepla-2026' });
    expect(screen.getByLabelText('Code from the text')).toHaveAccessibleDescription(expect.stringContaining('Please enter a 6-digit OTP'));
    expect(calls.joinStaff).not.toHaveBeenCalled();
  });

  it('keeps only digits in the code, at most six', async () => {
    renderJoin();
    await userEvent.setup().type(screen.getByLabelText('Code from the text'), '48a-21 9077');
    expect(screen.getByLabelText('Code from the text')).toHaveValue('482190');
  });

  it('a password shorter than the site’s rule says so and sends nothing', async () => {
    renderJoin();
    await fill({ phone: '9876543210', code: '482190', password: 'abc' });
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining('Password must be at least 6 characters'));
    expect(calls.joinStaff).not.toHaveBeenCalled();
  });

  it('shows that it is joining, with the form locked, then signs in and opens the role’s first screen', async () => {
    let answer: (value: { token: string; user: SessionUser }) => void = () => undefined;
    calls.joinStaff.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderJoin();
    await fill({ phone: '9876543210', code: '482190', password: 'thepla-2026' });

    expect(await screen.findByRole('button', { name: /Joining/ })).toBeDisabled();
    expect(screen.getByLabelText('Mobile Number')).toBeDisabled();
    expect(screen.getByLabelText('New password')).toBeDisabled();
    expect(calls.joinStaff).toHaveBeenCalledWith({ phone: '9876543210', code: '482190', password: 'thepla-2026' });

    answer({ token: 'custom-token', user: ravi });
    await screen.findByText('Kitchen display');
    expect(session.current.signIn).toHaveBeenCalledWith('custom-token', ravi);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Welcome to the staff, Ravi Cook!'));
  });

  it('a wrong code from the server is shown under the code, and the form can be sent again', async () => {
    const message = 'Wrong code. 4 tries left.';
    calls.joinStaff.mockRejectedValue(new ApiError(400, message, { success: false, code: 'otp_invalid', message }));
    renderJoin();
    await fill({ phone: '9876543210', code: '482190', password: 'thepla-2026' });
    await waitFor(() => expect(screen.getByLabelText('Code from the text')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(session.current.signIn).not.toHaveBeenCalled();
  });

  it('any other server error is shown above the button and nothing is signed in', async () => {
    const message = 'This phone is already on the staff.';
    calls.joinStaff.mockRejectedValue(new ApiError(409, message, { success: false, code: 'conflict', message }));
    renderJoin();
    await fill({ phone: '9876543210', code: '482190', password: 'thepla-2026' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.current.signIn).not.toHaveBeenCalled();
    expect(screen.queryByText('Kitchen display')).not.toBeInTheDocument();
  });
});
