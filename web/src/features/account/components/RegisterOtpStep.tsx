import { useState } from 'react';
import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom, type OtpResent } from '@/components/otp';
import { displayPhone } from '@/lib/format';
import type { OtpSent } from '@/api/users';

const TEXTS = {
  title: 'Verify OTP',
  verify: 'Verify & Register',
  verifying: 'Verifying...',
  cancel: 'Back',
  resend: (s: number) => (s > 0 ? `Resend in ${s}s` : 'Resend OTP'),
  expired: 'OTP expired. Please resend.',
};

interface Props {
  sent: OtpSent;
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<OtpSent>;
  onBack: () => void;
  onProblem: (message: string) => void;
}

/** Step two of /register: the 6-digit code, its countdown, resend after 60 s, and Back (spec §2, §4, §5). */
export function RegisterOtpStep({ sent, onVerify, onResend, onBack, onProblem }: Props) {
  const [timers] = useState(() => timersFrom(sent));
  const resend = async (): Promise<OtpResent> => {
    const reply = await onResend();
    return { ...timersFrom(reply), textFailed: reply.textFailed };
  };
  return (
    <OtpEntry
      texts={TEXTS}
      timers={timers}
      onVerify={onVerify}
      onResend={resend}
      onCancel={onBack}
      onProblem={onProblem}
      verifyFailed="Registration failed"
      resendFailed="Registration failed"
    >
      <p>
        We sent a 6-digit code to <strong className="nowrap">{displayPhone(sent.phone)}</strong>.
      </p>
    </OtpEntry>
  );
}
