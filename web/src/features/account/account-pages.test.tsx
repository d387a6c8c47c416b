import { calls, renderAccountPage, session, signedOutSession, toast } from './testing/account-pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { SessionUser } from '@/lib/session';

const meera: SessionUser = { _id: 'u1', id: 'u1', name: 'Meera Joshi', phone: '9876543210', role: 'user', isVerified: true };

beforeEach(() => {
  session.current = signedOutSession();
});
afterEach(() => vi.clearAllMocks());

describe('/login', () => {
  it('keeps digits only in the mobile field and links to /register', async () => {
    renderAccountPage('/login');
    await userEvent.setup().type(screen.getByLabelText('Mobile Number'), '98a76-54 3210');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('inputmode', 'tel');
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('a pasted "+91 98765 43210" signs in as 9876543210', async () => {
    calls.login.mockResolvedValue({ token: 'custom', user: meera });
    renderAccountPage('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use password instead' }));
    await user.click(screen.getByLabelText('Mobile Number'));
    await user.paste('+91 98765 43210');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    await user.type(screen.getByLabelText('Password'), 'dhokla-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Home page');
    expect(calls.login).toHaveBeenCalledWith('9876543210', 'dhokla-2026');
  });

  it('an 11th digit is kept, not cut, and the form says the number must be 10 digits', async () => {
    renderAccountPage('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use password instead' }));
    await user.type(screen.getByLabelText('Mobile Number'), '98765432101');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('98765432101');
    await user.type(screen.getByLabelText('Password'), 'dhokla-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(calls.login).not.toHaveBeenCalled();
  });

  it('signs in and goes home on success', async () => {
    calls.login.mockResolvedValue({ token: 'custom', user: meera });
    renderAccountPage('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use password instead' }));
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'dhokla-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Home page');
    expect(calls.login).toHaveBeenCalledWith('9876543210', 'dhokla-2026');
    expect(session.current.signIn).toHaveBeenCalledWith('custom', meera);
  });

  it('a failed login shows an error toast and the message under the form (DECISIONS 16)', async () => {
    calls.login.mockRejectedValue(
      new ApiError(401, 'Invalid phone number or password', { success: false, code: 'invalid_credentials', message: 'Invalid phone number or password' }),
    );
    renderAccountPage('/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Use password instead' }));
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number or password');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid phone number or password'));
    expect(session.current.signIn).not.toHaveBeenCalled();
  });
});

describe('/login with a code', () => {
  const sent = { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 };

  it('offers the code first, refuses a short number before texting, then signs in with the texted code', async () => {
    calls.requestLoginCode.mockResolvedValue(sent);
    calls.verifyLoginCode.mockResolvedValue({ token: 'custom', user: meera });
    renderAccountPage('/login');
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use password instead' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mobile Number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(calls.requestLoginCode).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Mobile Number'), '43210');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeInTheDocument();
    expect(screen.getByText(/has an account, we have texted it a 6-digit code/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Home page');
    expect(calls.verifyLoginCode).toHaveBeenCalledWith('9876543210', '123456');
    expect(session.current.signIn).toHaveBeenCalledWith('custom', meera);
  });

  it('a wrong code shows the refusal and keeps the guest signed out', async () => {
    calls.requestLoginCode.mockResolvedValue(sent);
    const message = 'Invalid code. 4 tries left.';
    calls.verifyLoginCode.mockRejectedValue(new ApiError(400, message, { success: false, code: 'otp_invalid', message, data: { triesLeft: 4 } }));
    renderAccountPage('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.type(await screen.findByLabelText('OTP'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(session.current.signIn).not.toHaveBeenCalled();
  });

  it('a refused request (too soon) is shown under the form', async () => {
    const message = 'Please wait 42 seconds before requesting a new code.';
    calls.requestLoginCode.mockRejectedValue(new ApiError(429, message, { success: false, code: 'rate_limited', message }));
    renderAccountPage('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('/login?forgot=1', () => {
  const sent = { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 };

  it('"Forgot password?" leads to the reset flow', async () => {
    renderAccountPage('/login');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('refuses a short new password before asking the server, then sets it and signs in', async () => {
    calls.requestPasswordReset.mockResolvedValue(sent);
    calls.resetPassword.mockResolvedValue({ token: 'custom', user: meera });
    renderAccountPage('/login?forgot=1');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    await user.type(await screen.findByLabelText('New password'), '123');
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(calls.resetPassword).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'jeera-rice');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await screen.findByText('Home page');
    expect(calls.resetPassword).toHaveBeenCalledWith({ phone: '9876543210', otp: '123456', password: 'jeera-rice' });
    expect(session.current.signIn).toHaveBeenCalledWith('custom', meera);
  }, 15_000);
});

describe('/register', () => {
  const fillDetails = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText('Full Name'), 'Meera Joshi');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Email (optional)'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'dhokla-2026');
  };

  it('step one shows the password hint and asks for name, phone and password before calling the server, but no email', async () => {
    renderAccountPage('/register');
    expect(screen.getByText('minimum 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email (optional)')).toHaveAttribute('type', 'email');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must be exactly 10 digits')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(calls.startRegistration).not.toHaveBeenCalled();
  });

  it('registers without an email, and refuses a malformed one', async () => {
    calls.startRegistration.mockResolvedValue({ sent: { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 }, message: 'OTP sent' });
    renderAccountPage('/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Meera Joshi');
    await user.type(screen.getByLabelText('Mobile Number'), '9876543210');
    await user.type(screen.getByLabelText('Email (optional)'), 'meera@');
    await user.type(screen.getByLabelText('Password'), 'dhokla-2026');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.startRegistration).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Email (optional)'));
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify OTP' });
    expect(calls.startRegistration).toHaveBeenCalledWith({ name: 'Meera Joshi', phone: '9876543210', email: '', password: 'dhokla-2026' });
  });

  it('goes to the OTP step, Back returns to step one with the details kept, and a right code signs in and goes home', async () => {
    calls.startRegistration.mockResolvedValue({
      sent: { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 },
      message: 'OTP sent to your mobile number',
    });
    calls.verifyRegistration.mockResolvedValue({ token: 'custom', user: meera });
    renderAccountPage('/register');
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(calls.startRegistration).toHaveBeenCalledWith({ name: 'Meera Joshi', phone: '9876543210', email: 'meera@example.com', password: 'dhokla-2026' });
    expect(session.current.setPendingOtp).toHaveBeenCalledWith({ phone: '9876543210', name: 'Meera Joshi' });
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Meera Joshi');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify OTP' });

    await user.click(screen.getByRole('button', { name: 'Verify & Register' }));
    expect(screen.getByText('Please enter a 6-digit OTP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('OTP'), '12a3456');
    expect(screen.getByLabelText('OTP')).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Register' }));
    await screen.findByText('Home page');
    expect(calls.verifyRegistration).toHaveBeenCalledWith('9876543210', '123456');
    expect(session.current.signIn).toHaveBeenCalledWith('custom', meera);
  });

  it('a pasted "+91 98765 43210" registers 9876543210', async () => {
    calls.startRegistration.mockResolvedValue({
      sent: { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 },
      message: 'OTP sent to your mobile number',
    });
    renderAccountPage('/register');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Meera Joshi');
    await user.click(screen.getByLabelText('Mobile Number'));
    await user.paste('+91 98765 43210');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('9876543210');
    await user.type(screen.getByLabelText('Email (optional)'), 'meera@example.com');
    await user.type(screen.getByLabelText('Password'), 'dhokla-2026');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify OTP' });
    expect(calls.startRegistration).toHaveBeenCalledWith({ name: 'Meera Joshi', phone: '9876543210', email: 'meera@example.com', password: 'dhokla-2026' });
  });

  it('an already-registered phone shows the 409 message with a way to log in', async () => {
    const message = 'This phone number is already registered. Please log in.';
    calls.startRegistration.mockRejectedValue(new ApiError(409, message, { success: false, code: 'already_registered', message }));
    renderAccountPage('/register');
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });

  it('a failure without a server message says "Registration failed"', async () => {
    calls.startRegistration.mockRejectedValue(new ApiError(502, 'Server error (502)'));
    renderAccountPage('/register');
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('verifying without a pending registration says "No pending OTP verification"', async () => {
    calls.startRegistration.mockResolvedValue({ sent: { phone: '9876543210', otpExpiresInSeconds: 600, resendInSeconds: 60 }, message: 'OTP sent' });
    // The pending registration is lost (as after a logout in another tab): the session keeps no pending OTP.
    session.current = { ...session.current, pendingOtp: null, setPendingOtp: vi.fn() };
    renderAccountPage('/register');
    const user = userEvent.setup();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify OTP' });
    await user.type(screen.getByLabelText('OTP'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify & Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pending OTP verification');
    expect(calls.verifyRegistration).not.toHaveBeenCalled();
  });
});
