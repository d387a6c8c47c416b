import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { PlacedOrder } from '@/api/orders';
import { OtpModal, timersFrom, type OtpTimers } from './OtpModal';

// A local build, where the server sends the code and the Demo mode note shows it.
vi.hoisted(() => vi.stubEnv('VITE_LOCAL', '1'));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('react-toastify', () => ({ toast }));
const verifyOrderOtp = vi.hoisted(() => vi.fn());
const resendOrderOtp = vi.hoisted(() => vi.fn());
vi.mock('@/api/orders', () => ({ verifyOrderOtp, resendOrderOtp }));

const order = {
  _id: 'order00000000000ABC123',
  reference: 'ABC123',
  phone: '9876543210',
  total: 28.78,
  otpExpiresInSeconds: 600,
  resendInSeconds: 60,
} as PlacedOrder;

function renderModal(timers: OtpTimers = timersFrom(order)) {
  const props = { onTimers: vi.fn(), onVerified: vi.fn(), onClose: vi.fn() };
  render(<OtpModal order={order} timers={timers} {...props} />);
  return props;
}
const input = () => screen.getByLabelText('OTP');
const confirm = () => screen.getByRole('button', { name: 'Confirm Order' });

beforeEach(() => {
  vi.clearAllMocks();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the 'Verify Your Order' dialog", () => {
  it('keeps digits only, at most 6', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Verify Your Order' })).toBeInTheDocument();
    fireEvent.change(input(), { target: { value: 'a1b2c3d4e5f6g7' } });
    expect(input()).toHaveValue('123456');
  });

  it('counts down from 10:00 and, at zero, disables Confirm Order and says the code expired', () => {
    renderModal();
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('10:00');
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByTestId('otp-countdown')).toHaveTextContent('08:55');
    act(() => vi.advanceTimersByTime(540_000));
    expect(screen.getByText('OTP expired. Please request a new one.')).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
  });

  it('offers Resend only after 60 s, and a resend restarts the countdown', async () => {
    resendOrderOtp.mockResolvedValue({ otpExpiresInSeconds: 600, resendInSeconds: 60 });
    const props = renderModal();
    expect(screen.getByRole('button', { name: /Resend OTP in 01:00/ })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();
    await act(async () => fireEvent.click(resend));
    expect(resendOrderOtp).toHaveBeenCalledWith(order._id);
    expect(props.onTimers).toHaveBeenCalledTimes(1);
  });

  it('asks for 6 digits before calling the server', () => {
    renderModal();
    fireEvent.change(input(), { target: { value: '123' } });
    fireEvent.click(confirm());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 6-digit OTP');
    expect(verifyOrderOtp).not.toHaveBeenCalled();
  });

  it("a mismatch says 'Invalid OTP' and stays open", async () => {
    verifyOrderOtp.mockRejectedValue(new ApiError(400, 'Invalid OTP', { success: false, code: 'otp_invalid', message: 'Invalid OTP' }));
    const props = renderModal();
    fireEvent.change(input(), { target: { value: '111111' } });
    await act(async () => fireEvent.click(confirm()));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Invalid OTP'));
    expect(props.onVerified).not.toHaveBeenCalled();
  });

  it("a match says 'OTP verified! Order confirmed.' and hands over the order", async () => {
    verifyOrderOtp.mockResolvedValue({ order: { ...order, isVerified: true }, message: 'OTP verified! Order confirmed.' });
    const props = renderModal();
    fireEvent.change(input(), { target: { value: '222222' } });
    await act(async () => fireEvent.click(confirm()));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('OTP verified! Order confirmed.'));
    expect(props.onVerified).toHaveBeenCalledWith(expect.objectContaining({ isVerified: true }));
  });

  it('Cancel only closes', () => {
    const props = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(verifyOrderOtp).not.toHaveBeenCalled();
    expect(resendOrderOtp).not.toHaveBeenCalled();
  });

  it('shows the Demo mode note only when the server gave the code (local mode)', () => {
    renderModal({ ...timersFrom(order), testOtp: '345678' });
    expect(screen.getByRole('note')).toHaveTextContent('Demo mode');
    expect(screen.getByTestId('demo-otp')).toHaveTextContent('345678');
  });
});
