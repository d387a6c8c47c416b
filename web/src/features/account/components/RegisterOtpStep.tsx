import { useState, type ReactNode } from 'react';
import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom, type OtpResent } from '@/components/otp';
import { displayPhone } from '@/lib/format';
import type { OtpSent } from '@/api/users';
import { useT } from '@/i18n/I18n';
import { withNode } from './with-node';

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
  const t = useT('account');
  const texts = {
    title: t('otpTitle'),
    verify: t('otpVerify'),
    verifying: t('otpVerifying'),
    cancel: t('back'),
    resend: (s: number) => (s > 0 ? t('resendIn', { seconds: s }) : t('resendOtp')),
    expired: t('otpExpired'),
    expiresIn: (time: ReactNode) => withNode(t('expiresIn', { time: '\u0000' }), time),
    sending: t('sending'),
  };
  const resend = async (): Promise<OtpResent> => {
    const reply = await onResend();
    return { ...timersFrom(reply), textFailed: reply.textFailed };
  };
  return (
    <OtpEntry
      texts={texts}
      timers={timers}
      onVerify={onVerify}
      onResend={resend}
      onCancel={onBack}
      onProblem={onProblem}
      verifyFailed={t('registrationFailed')}
      resendFailed={t('registrationFailed')}
    >
      <p>{withNode(t('otpSentTo', { phone: '\u0000' }), <strong className="nowrap">{displayPhone(sent.phone)}</strong>)}</p>
    </OtpEntry>
  );
}
