import { useState, type ReactNode } from 'react';
import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom } from '@/components/otp';
import { startManage } from '@/api/reservations';
import { verifyManage, type ManageSession } from '@/api/reservations';
import { useT } from '@/i18n';
import { validationText, withNode } from '../booking-i18n';
import type { ManageCodeSent } from './ManagePhoneStep';

interface Props {
  reference: string;
  phone: string;
  sent: ManageCodeSent;
  onVerified: (session: ManageSession) => void;
  onBack: () => void;
}

/** The manage page's code step. The server answers alike whether or not the phone matched, so it names no expiry. */
export function ManageOtpStep({ reference, phone, sent, onVerified, onBack }: Props) {
  const [message, setMessage] = useState(sent.message);
  const [timers] = useState(() => timersFrom(sent.data));
  const t = useT('booking');
  const texts = {
    title: t('enterOtp'),
    verify: t('otpVerify'),
    verifying: t('otpVerifying'),
    cancel: t('useAnotherNumber'),
    resend: (seconds: number) => (seconds > 0 ? t('resendIn', { seconds }) : t('otpResend')),
    expiresIn: (time: ReactNode) => withNode((p) => t('otpExpiresIn', { time: p }), time),
    sending: t('sending'),
  };

  const resend = async () => {
    const again = await startManage(reference, phone);
    setMessage(again.message);
    return timersFrom(again.data);
  };

  return (
    <OtpEntry
      className="card"
      texts={texts}
      timers={timers}
      onVerify={async (otp) => onVerified(await verifyManage(reference, phone, otp))}
      onResend={resend}
      onCancel={onBack}
    >
      <p role="status">{validationText(t, message)}</p>
    </OtpEntry>
  );
}
