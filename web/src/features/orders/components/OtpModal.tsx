import { useState, type FormEvent } from 'react';
import { OTP_POLICY } from '@domain/restaurant';
import { Modal } from '@/components/Modal';
import { OtpField } from '@/components/OtpField';
import { errorMessage, hasCode } from '@/lib/api-client';
import { displayPhone } from '@/lib/format';
import { useMoney } from '@/lib/prices';
import { notify } from '@/lib/notify';
import { mmss, useSecondsUntil } from '@/lib/use-countdown';
import { resendOrderOtp, verifyOrderOtp, type Order, type PlacedOrder } from '@/api/orders';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

export const OTP_TEXTS = {
  verified: 'OTP verified! Order confirmed.',
  invalid: 'Invalid OTP',
  expired: 'OTP expired. Please request a new one.',
  sixDigits: 'Please enter a 6-digit OTP',
} as const;

export interface OtpTimers {
  /** When the code expires, and when a resend is allowed (ms since epoch). */
  expiresAt: number;
  resendAt: number;
  /** Local mode only: the code, for the Demo mode note. */
  testOtp?: string;
}

export const timersFrom = (r: { otpExpiresInSeconds: number; resendInSeconds: number; testOtp?: string }, now = Date.now()): OtpTimers => ({
  expiresAt: now + r.otpExpiresInSeconds * 1000,
  resendAt: now + r.resendInSeconds * 1000,
  testOtp: r.testOtp,
});

interface Props {
  order: PlacedOrder;
  timers: OtpTimers;
  onTimers: (timers: OtpTimers) => void;
  onVerified: (order: Order) => void;
  onClose: () => void;
}

/** 'Verify Your Order': the 6-digit code sent by SMS, a 10-minute countdown, resend after 60 s (spec §4, DECISIONS 4, 10). */
export function OtpModal({ order, timers, onTimers, onVerified, onClose }: Props) {
  const money = useMoney();
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const remaining = useSecondsUntil(timers.expiresAt);
  const resendIn = useSecondsUntil(timers.resendAt);
  const expired = remaining === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (expired) return;
    if (!new RegExp(`^\\d{${OTP_POLICY.digits}}$`).test(otp)) {
      setError(OTP_TEXTS.sixDigits);
      return;
    }
    setBusy('verify');
    setError(null);
    try {
      const { order: confirmed } = await verifyOrderOtp(order._id, otp);
      notify((t) => {
        t.dismiss();
        t.success(OTP_TEXTS.verified);
      });
      onVerified(confirmed);
    } catch (err) {
      const message = hasCode(err, 'otp_invalid') ? OTP_TEXTS.invalid : errorMessage(err, 'OTP verification failed');
      setError(message);
      notify((t) => t.error(message));
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    try {
      const r = await resendOrderOtp(order._id);
      onTimers(timersFrom(r));
      setOtp('');
      const textFailed = r.textFailed;
      if (textFailed) {
        setError(textFailed);
        notify((t) => t.error(textFailed));
        return;
      }
      notify((t) => t.success('A new OTP was sent to your phone'));
      if (IS_LOCAL && r.testOtp) notify((t) => t.info(`New OTP: ${r.testOtp}`, { autoClose: 4000 }));
    } catch (err) {
      const message = errorMessage(err, 'Failed to resend OTP');
      setError(message);
      notify((t) => t.error(message));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal titleId="otp-title" onClose={onClose} busy={busy !== null}>
      <form className="order-otp-form" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="otp-title">Verify Your Order</h2>
        <p>
          We sent a 6-digit code to <strong>{displayPhone(order.phone)}</strong>. Enter it to confirm order <strong>#{order.reference}</strong> of{' '}
          <strong>{money(order.total)}</strong>.
        </p>
        {IS_LOCAL && timers.testOtp && (
          <p className="demo-note" role="note">
            <strong>Demo mode:</strong> no SMS is sent in this local build. Your OTP is <strong data-testid="demo-otp">{timers.testOtp}</strong>.
          </p>
        )}
        <OtpField id="order-otp" name="otp" value={otp} onChange={setOtp} aria-invalid={error !== null} aria-describedby="order-otp-timer otp-error" />
        <p id="order-otp-timer" className={`order-otp-timer${expired ? ' is-expired' : ''}`} aria-live={expired ? 'assertive' : 'off'}>
          {expired ? OTP_TEXTS.expired : <>Code expires in <strong data-testid="otp-countdown">{mmss(remaining)}</strong></>}
        </p>
        <p id="otp-error" className="form-error" role="alert">
          {error && !(expired && error === OTP_TEXTS.expired) ? error : ''}
        </p>
        <div className="order-otp-actions">
          <button type="submit" className="btn" disabled={expired || busy !== null}>
            {busy === 'verify' ? 'Confirming...' : 'Confirm Order'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy !== null}>
            Cancel
          </button>
        </div>
        <p className="order-otp-resend">
          Didn&apos;t get it?{' '}
          <button type="button" className="order-link-btn" onClick={() => void resend()} disabled={resendIn > 0 || busy !== null}>
            {busy === 'resend' ? 'Sending...' : resendIn > 0 ? `Resend OTP in ${mmss(resendIn)}` : 'Resend OTP'}
          </button>
        </p>
      </form>
    </Modal>
  );
}
