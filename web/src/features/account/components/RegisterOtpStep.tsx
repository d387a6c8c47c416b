import { useEffect, useRef, useState, type FormEvent } from 'react';
import { OTP_POLICY } from '@domain/restaurant';
import { OtpField } from '@/components/OtpField';
import { Spinner } from '@/components/Spinner';
import { displayPhone } from '@/lib/format';
import { mmss, useCountdown } from '@/lib/use-countdown';
import type { OtpSent } from '@/api/users';

interface Props {
  sent: OtpSent;
  busy: 'verify' | 'resend' | null;
  error: string | null;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onBack: () => void;
}

const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

/** Step two of /register: the 6-digit code, its countdown, resend after 60 s, and Back (spec §2, §4, §5). */
export function RegisterOtpStep({ sent, busy, error, onVerify, onResend, onBack }: Props) {
  const [otp, setOtp] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const left = useCountdown(sent.otpExpiresInSeconds, sent);
  const resendIn = useCountdown(sent.resendInSeconds, sent);
  const expired = left === 0;
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setOtp('');
    input.current?.focus();
  }, [sent]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (otp.length !== OTP_POLICY.digits || expired) {
      setHint(expired ? 'OTP expired. Please resend.' : 'Please enter a 6-digit OTP');
      return;
    }
    setHint(null);
    onVerify(otp);
  };

  const message = hint ?? error;
  return (
    <form onSubmit={submit} noValidate className="otp-step">
      <h2>Verify OTP</h2>
      <p>
        We sent a 6-digit code to <strong className="nowrap">{displayPhone(sent.phone)}</strong>.
      </p>
      {IS_LOCAL && sent.testOtp && (
        <p className="demo-note" role="note">
          Demo mode: your OTP is <strong>{sent.testOtp}</strong> (shown only on a local server).
        </p>
      )}
      <OtpField
        ref={input}
        id="register-otp"
        name="otp"
        placeholder="••••••"
        value={otp}
        onChange={(digits) => {
          setOtp(digits);
          setHint(null);
        }}
        aria-invalid={message ? true : undefined}
        aria-describedby="register-otp-timer"
        disabled={busy !== null}
      >
        <span id="register-otp-timer" className={expired ? 'error' : 'hint'} aria-live="polite">
          {expired ? 'OTP expired. Please resend.' : `Code expires in ${mmss(left)}`}
        </span>
      </OtpField>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <button type="submit" className="btn auth-submit" disabled={busy !== null || expired}>
        {busy === 'verify' ? (
          <>
            <Spinner label="Verifying" /> Verifying...
          </>
        ) : (
          'Verify & Register'
        )}
      </button>
      <div className="otp-step-actions">
        <button type="button" className="btn btn-ghost" onClick={onBack} disabled={busy !== null}>
          Back
        </button>
        <button type="button" className="btn btn-secondary" onClick={onResend} disabled={busy !== null || resendIn > 0}>
          {busy === 'resend' ? 'Sending...' : resendIn > 0 ? `Resend in ${resendIn}s` : 'Resend OTP'}
        </button>
      </div>
    </form>
  );
}
