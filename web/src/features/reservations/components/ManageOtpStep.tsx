import { useState } from 'react';
import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom } from '@/components/otp';
import { startManage } from '@/api/reservations';
import { verifyManage, type ManageSession } from '@/api/reservations';
import type { ManageCodeSent } from './ManagePhoneStep';

const TEXTS = {
  title: 'Enter your OTP',
  verify: 'Verify OTP',
  verifying: 'Verifying…',
  cancel: 'Use another number',
  resend: (s: number) => (s > 0 ? `Resend OTP in ${s} s` : 'Resend OTP'),
};

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

  const resend = async () => {
    const again = await startManage(reference, phone);
    setMessage(again.message);
    return timersFrom(again.data);
  };

  return (
    <OtpEntry
      className="card"
      texts={TEXTS}
      timers={timers}
      onVerify={async (otp) => onVerified(await verifyManage(reference, phone, otp))}
      onResend={resend}
      onCancel={onBack}
    >
      <p role="status">{message}</p>
    </OtpEntry>
  );
}
