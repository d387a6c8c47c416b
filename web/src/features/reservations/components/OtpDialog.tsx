import { useId, useState, type FormEvent } from 'react';
import type { ReservationView } from '@domain/booking';
import { OTP_POLICY } from '@domain/restaurant';
import { Modal } from '@/components/Modal';
import { OtpField } from '@/components/OtpField';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { mmss, useSecondsUntil } from '@/lib/use-countdown';
import { resendReservationOtp, verifyReservationOtp } from '@/api/reservations';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

export const OTP_EXPIRED = 'OTP expired. Please resend.';
const ENTER_OTP = 'Please enter a 6-digit OTP';

interface OtpDialogProps {
  reservationId: string;
  phone: string;
  expiresInSeconds: number;
  testOtp?: string;
  onVerified: (reservation: ReservationView) => void;
  onClose: () => void;
}

/** The reservation OTP dialog (spec §4): 600 s countdown, Resend once 60 s have passed, Cancel closes. */
export function OtpDialog({ reservationId, phone, expiresInSeconds, testOtp, onVerified, onClose }: OtpDialogProps) {
  const titleId = useId();
  const inputId = useId();
  const [expiresAt, setExpiresAt] = useState(() => Date.now() + expiresInSeconds * 1000);
  const remaining = useSecondsUntil(expiresAt);
  const [otp, setOtp] = useState('');
  const [demoOtp, setDemoOtp] = useState(testOtp);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);

  const expired = remaining === 0;
  const canResend = remaining <= OTP_POLICY.validSeconds - OTP_POLICY.resendAfterSeconds && busy === null;
  const canVerify = /^\d{6}$/.test(otp) && !expired && busy === null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(otp)) return setError(ENTER_OTP);
    if (expired) return setError(OTP_EXPIRED);
    setBusy('verify');
    setError(null);
    try {
      onVerified(await verifyReservationOtp(reservationId, otp));
    } catch (err) {
      const message = errorMessage(err, 'OTP verification failed');
      setError(message);
      notify((toast) => toast.error(message));
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setError(null);
    try {
      const { message, data } = await resendReservationOtp(reservationId);
      setExpiresAt(Date.now() + data.otpExpiresInSeconds * 1000);
      setDemoOtp(data.testOtp);
      setOtp('');
      const textFailed = data.textFailed;
      if (textFailed) {
        setError(textFailed);
        notify((toast) => toast.error(textFailed));
        return;
      }
      notify((toast) => (data.seatsHeld ? toast.success(message) : toast.warn(message)));
    } catch (err) {
      const message = errorMessage(err, 'Failed to resend OTP');
      setError(message);
      notify((toast) => toast.error(message));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal titleId={titleId} onClose={onClose} busy={busy !== null}>
      <form className="otp-dialog" onSubmit={submit} noValidate>
        <h2 id={titleId}>Verify your reservation</h2>
        <p>
          We sent a 6-digit OTP to <strong>{phone}</strong>. Enter it to confirm your table.
        </p>
        {IS_LOCAL && demoOtp && (
          <p className="demo-note" role="note">
            Demo mode: your OTP is <strong>{demoOtp}</strong>
          </p>
        )}
        <OtpField
          id={inputId}
          value={otp}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-status`}
          onChange={(digits) => {
            setOtp(digits);
            setError(null);
          }}
        >
          {otp.length > 0 && otp.length < 6 && <span className="hint">{ENTER_OTP}</span>}
        </OtpField>
        <p id={`${inputId}-status`} className={expired ? 'otp-timer expired' : 'otp-timer'} aria-live="polite">
          {expired ? OTP_EXPIRED : <>Code expires in <time>{mmss(remaining)}</time></>}
        </p>
        {error && error !== OTP_EXPIRED && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="otp-actions">
          <button type="submit" className="btn" disabled={!canVerify}>
            {busy === 'verify' ? <span className="spinner" aria-hidden="true" /> : null}
            {busy === 'verify' ? 'Verifying…' : 'Verify OTP'}
          </button>
          <button type="button" className="btn btn-secondary" disabled={!canResend} onClick={resend}>
            {busy === 'resend' ? 'Sending…' : 'Resend OTP'}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy !== null}>
            Cancel
          </button>
        </div>
        {!canResend && busy === null && !expired && (
          <p className="hint">You can request a new code in {remaining - (OTP_POLICY.validSeconds - OTP_POLICY.resendAfterSeconds)} s.</p>
        )}
      </form>
    </Modal>
  );
}
