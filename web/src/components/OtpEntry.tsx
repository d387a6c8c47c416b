import { useEffect, useId, useRef, type ReactNode } from 'react';
import { mmss } from '@/lib/use-countdown';
import { Modal } from './Modal';
import type { OtpTimers } from './otp';
import { OtpField } from './OtpField';
import { useOtpEntry, type OtpActions } from './use-otp-entry';
import './otp-entry.css';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

const defaultExpiresIn = (time: ReactNode) => <>Code expires in {time}</>;

/** A screen's own words for its code step. */
export interface OtpEntryTexts {
  title: string;
  verify: string;
  verifying: string;
  cancel: string;
  /** The Resend button, given the seconds until it is allowed (0 once it is). */
  resend: (secondsLeft: number) => string;
  /** A line under the buttons while Resend waits. */
  resendWait?: (secondsLeft: number) => string;
  /** Said when the countdown reaches 0. */
  expired?: string;
  /** The countdown's line around its time (a page in Gujarati or Hindi); absent: "Code expires in <time>". */
  expiresIn?: (time: ReactNode) => ReactNode;
  /** Resend's label while it sends; absent: "Sending…". */
  sending?: string;
}

interface OtpEntryProps extends OtpActions {
  texts: OtpEntryTexts;
  timers: OtpTimers;
  onCancel: () => void;
  /** In a modal dialog (Cancel, Escape and the backdrop close it), else a form in the page. */
  dialog?: boolean;
  className?: string;
  /** What was sent where, under the title. */
  children?: ReactNode;
}

/**
 * Every code step (orders, reservations, manage, register): 6 digits only, the countdown to expiry,
 * Resend once 60 s have passed, the server's refusal by its code, and the code itself in a local build.
 */
export function OtpEntry({ texts, timers: initial, onCancel, dialog = false, className, children, ...actions }: OtpEntryProps) {
  const id = useId();
  const s = useOtpEntry(initial, actions);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [s.timers]);

  const form = (
    <form className={`otp-entry${className ? ` ${className}` : ''}`} onSubmit={(e) => void s.verify(e)} noValidate>
      <h2 id={`${id}-title`}>{texts.title}</h2>
      {children}
      {IS_LOCAL && s.timers.testOtp && (
        <p className="demo-note" role="note">
          <strong>Demo mode:</strong> your OTP is <strong data-testid="demo-otp">{s.timers.testOtp}</strong> (no SMS is sent in this local build).
        </p>
      )}
      <OtpField
        ref={input}
        id={`${id}-otp`}
        name="otp"
        placeholder="••••••"
        value={s.otp}
        onChange={s.type}
        readOnly={s.busy !== null}
        aria-invalid={s.message ? true : undefined}
        aria-describedby={[initial.expiresAt !== undefined && `${id}-timer`, s.message && `${id}-problem`].filter(Boolean).join(' ') || undefined}
      />
      {s.timers.expiresAt !== undefined && (
        <p id={`${id}-timer`} className={`otp-timer${s.expired ? ' is-expired' : ''}`} aria-live={s.expired ? 'assertive' : 'off'}>
          {s.expired
            ? (texts.expired ?? 'OTP expired. Please resend.')
            : (texts.expiresIn ?? defaultExpiresIn)(<strong data-testid="otp-countdown">{mmss(s.remaining)}</strong>)}
        </p>
      )}
      {s.message && (
        <p id={`${id}-problem`} className="form-error" role="alert">
          {s.message}
        </p>
      )}
      <div className="otp-actions">
        <button type="submit" className="btn" disabled={!s.canVerify}>
          {s.busy === 'verify' && <span className="spinner" aria-hidden="true" />}
          {s.busy === 'verify' ? texts.verifying : texts.verify}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void s.resend()} disabled={!s.canResend}>
          {s.busy === 'resend' ? (texts.sending ?? 'Sending…') : texts.resend(s.resendIn)}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={s.busy !== null}>
          {texts.cancel}
        </button>
      </div>
      {texts.resendWait && s.resendIn > 0 && s.busy === null && <p className="hint">{texts.resendWait(s.resendIn)}</p>}
    </form>
  );
  return dialog ? (
    <Modal titleId={`${id}-title`} onClose={onCancel} busy={s.busy !== null}>
      {form}
    </Modal>
  ) : (
    form
  );
}
