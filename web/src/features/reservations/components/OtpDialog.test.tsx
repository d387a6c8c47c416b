import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationView } from '@domain/booking';
import { ApiError } from '@/lib/api-client';
import { OtpDialog } from './OtpDialog';

// A local build, where the server sends the code and the Demo mode note shows it.
vi.hoisted(() => vi.stubEnv('VITE_LOCAL', '1'));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warn: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const verifyReservationOtp = vi.hoisted(() => vi.fn());
const resendReservationOtp = vi.hoisted(() => vi.fn());
vi.mock('@/api/reservations', () => ({ verifyReservationOtp, resendReservationOtp }));

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const onVerified = vi.fn();
const onClose = vi.fn();

function renderDialog() {
  render(<OtpDialog reservationId="r1" phone="9876543210" expiresInSeconds={600} testOtp="111111" onVerified={onVerified} onClose={onClose} />);
  return {
    resend: () => screen.getByRole('button', { name: 'Resend OTP' }),
    verify: () => screen.getByRole('button', { name: 'Verify OTP' }),
    type: (v: string) => fireEvent.change(screen.getByLabelText('OTP'), { target: { value: v } }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.clearAllMocks();
});
afterEach(() => vi.useRealTimers());

describe('the reservation OTP dialog (spec §4)', () => {
  it('counts down from 10:00 and enables Resend only once 60 s have passed (countdown at 540)', () => {
    const d = renderDialog();
    expect(screen.getByText('10:00')).toBeInTheDocument();
    expect(d.resend()).toBeDisabled();
    tick(59_000);
    expect(screen.getByText('09:01')).toBeInTheDocument();
    expect(d.resend()).toBeDisabled();
    tick(1_000);
    expect(screen.getByText('09:00')).toBeInTheDocument();
    expect(d.resend()).toBeEnabled();
  });

  it('Resend restarts the countdown at 10:00 and shows the new demo code', async () => {
    resendReservationOtp.mockResolvedValue({ message: 'OTP resent successfully', data: { otpExpiresInSeconds: 600, seatsHeld: true, testOtp: '222222' } });
    const d = renderDialog();
    tick(120_000);
    await act(async () => fireEvent.click(d.resend()));
    expect(resendReservationOtp).toHaveBeenCalledWith('r1');
    expect(screen.getByText('10:00')).toBeInTheDocument();
    expect(d.resend()).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode: your OTP is 222222');
    expect(toast.success).toHaveBeenCalledWith('OTP resent successfully');
  });

  it("at 0 says 'OTP expired. Please resend.' and will not verify", () => {
    const d = renderDialog();
    d.type('123456');
    expect(d.verify()).toBeEnabled();
    tick(600_000);
    expect(screen.getByText('OTP expired. Please resend.')).toBeInTheDocument();
    expect(d.verify()).toBeDisabled();
    expect(d.resend()).toBeEnabled();
  });

  it('verifies only 6 digits, keeping digits only, and says so otherwise', () => {
    const d = renderDialog();
    d.type('12a4');
    expect(screen.getByLabelText('OTP')).toHaveValue('124');
    expect(screen.getByText('Please enter a 6-digit OTP')).toBeInTheDocument();
    expect(d.verify()).toBeDisabled();
  });

  it('hands the confirmed reservation over on a right code, and shows the server message on a wrong one', async () => {
    const view = { id: 'r1', status: 'confirmed' } as ReservationView;
    verifyReservationOtp.mockRejectedValueOnce(new ApiError(400, 'Invalid OTP. 4 tries left.', { success: false, message: 'Invalid OTP. 4 tries left.' }));
    verifyReservationOtp.mockResolvedValueOnce(view);
    const d = renderDialog();
    d.type('654321');
    await act(async () => fireEvent.click(d.verify()));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. 4 tries left.');
    expect(onVerified).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(d.verify()));
    expect(verifyReservationOtp).toHaveBeenLastCalledWith('r1', '654321');
    expect(onVerified).toHaveBeenCalledWith(view);
  });

  it("falls back to 'Failed to resend OTP' and 'Network error occurred' when there is no server message", async () => {
    resendReservationOtp.mockRejectedValueOnce(new Error('boom'));
    resendReservationOtp.mockRejectedValueOnce(new ApiError(0, 'Network error occurred'));
    const d = renderDialog();
    tick(60_000);
    await act(async () => fireEvent.click(d.resend()));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP');
    await act(async () => fireEvent.click(d.resend()));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error occurred');
  });

  it('Cancel closes the dialog', () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
