import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { OtpProblem, timersFrom, type OtpTimers } from './otp';
import { OtpEntry } from './OtpEntry';

// A local build, where the server sends the code and the Demo mode note shows it.
vi.hoisted(() => vi.stubEnv('VITE_LOCAL', '1'));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));

const TEXTS = {
  title: 'Check the code',
  verify: 'Verify',
  verifying: 'Verifying…',
  cancel: 'Cancel',
  resend: (s: number) => (s > 0 ? `Resend in ${s}s` : 'Resend'),
  expired: 'Code expired.',
};
const refusal = (status: number, code: string, message: string) => new ApiError(status, message, { success: false, code, message });

function renderEntry(timers: OtpTimers = timersFrom({ otpExpiresInSeconds: 600, resendInSeconds: 60 })) {
  const props = { onVerify: vi.fn(), onResend: vi.fn(), onCancel: vi.fn(), onProblem: vi.fn() };
  render(<OtpEntry texts={TEXTS} timers={timers} {...props} />);
  return props;
}
const input = () => screen.getByLabelText('OTP');
const verify = () => screen.getByRole('button', { name: 'Verify' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

describe('the one code entry', () => {
  it('keeps digits only, 6 at most, and asks for 6 while the code is short', () => {
    renderEntry();
    type('4a5 6-7');
    expect(input()).toHaveValue('4567');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP');
    expect(verify()).toBeDisabled();
    type('1234567890');
    expect(input()).toHaveValue('123456');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(verify()).toBeEnabled();
  });

  it('says to enter 6 digits when Verify is pressed on an empty field, and asks the server nothing', () => {
    const props = renderEntry();
    fireEvent.click(verify());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP');
    expect(props.onVerify).not.toHaveBeenCalled();
  });

  it('counts down to expiry, then says so in the screen’s words and will not verify', () => {
    renderEntry();
    type('123456');
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('10:00');
    tick(61_000);
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('08:59');
    tick(540_000);
    expect(screen.getByText('Code expired.')).toBeInTheDocument();
    expect(verify()).toBeDisabled();
  });

  it('shows no countdown where the server names no expiry', () => {
    renderEntry(timersFrom({ resendInSeconds: 60 }));
    expect(screen.queryByTestId('otp-countdown')).toBeNull();
  });

  it('allows Resend only after 60 s; a resend clears the code and restarts both countdowns', async () => {
    const props = renderEntry();
    props.onResend.mockImplementation(async () => timersFrom({ otpExpiresInSeconds: 600, resendInSeconds: 60 }));
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    tick(59_000);
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    tick(61_000);
    type('123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend' })));
    expect(props.onResend).toHaveBeenCalledTimes(1);
    expect(input()).toHaveValue('');
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('10:00');
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
  });

  it('a wrong code shows the server’s words and lets the guest try again', async () => {
    const props = renderEntry();
    props.onVerify.mockRejectedValue(refusal(400, 'otp_invalid', 'Invalid OTP. 4 tries left.'));
    type('111111');
    await act(async () => fireEvent.click(verify()));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. 4 tries left.');
    expect(props.onProblem).toHaveBeenCalledWith('Invalid OTP. 4 tries left.');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid OTP. 4 tries left.'));
    expect(verify()).toBeEnabled();
  });

  it.each([
    [410, 'otp_expired', 'OTP expired. Please resend.'],
    [409, 'otp_used', 'This OTP was already used.'],
    [429, 'otp_attempts_exhausted', 'Too many wrong attempts. Please resend a new OTP.'],
  ])('after a %s %s refusal only a new code can verify', async (status, code, message) => {
    const props = renderEntry();
    props.onVerify.mockRejectedValue(refusal(status, code, message));
    props.onResend.mockImplementation(async () => timersFrom({ otpExpiresInSeconds: 600, resendInSeconds: 60 }));
    type('222222');
    await act(async () => fireEvent.click(verify()));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    type('333333');
    expect(verify()).toBeDisabled();
    tick(60_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend' })));
    type('444444');
    expect(verify()).toBeEnabled();
  });

  it('a resend whose text failed (sms_not_sent) keeps the new timers and says why no text came', async () => {
    const props = renderEntry();
    props.onResend.mockImplementation(async () => ({
      ...timersFrom({ otpExpiresInSeconds: 600, resendInSeconds: 60 }),
      textFailed: 'We could not send the OTP. Please use Resend in a minute.',
    }));
    tick(120_000);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend' })));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not send the OTP. Please use Resend in a minute.');
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('10:00');
  });

  it("shows the screen's own refusal as it is, and a reply without words as the fallback", async () => {
    const props = renderEntry();
    props.onVerify.mockRejectedValueOnce(new OtpProblem('No pending OTP verification')).mockRejectedValueOnce(new ApiError(500, 'Server error (500)'));
    type('555555');
    await act(async () => fireEvent.click(verify()));
    expect(screen.getByRole('alert')).toHaveTextContent('No pending OTP verification');
    await act(async () => fireEvent.click(verify()));
    expect(screen.getByRole('alert')).toHaveTextContent('OTP verification failed');
  });

  it('says Verifying… and locks the buttons while the server checks, then hands over', async () => {
    const props = renderEntry();
    let answer: () => void = () => undefined;
    props.onVerify.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    type('666666');
    act(() => fireEvent.click(verify()));
    expect(screen.getByRole('button', { name: 'Verifying…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => answer());
    expect(props.onVerify).toHaveBeenCalledWith('666666');
  });

  it('shows the Demo mode note only when the server sent the code (local mode)', () => {
    renderEntry(timersFrom({ otpExpiresInSeconds: 600, resendInSeconds: 60, testOtp: '777777' }));
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode: your OTP is 777777');
  });

  it('shows no Demo mode note when the server sent no code', () => {
    renderEntry();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('Cancel only cancels', () => {
    const props = renderEntry();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    expect(props.onVerify).not.toHaveBeenCalled();
    expect(props.onResend).not.toHaveBeenCalled();
  });
});
