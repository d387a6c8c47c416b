import { useState, type ReactNode } from 'react';
import type { ReservationView } from '@domain/booking';
import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom } from '@/components/otp';
import { notify } from '@/lib/notify';
import { resendReservationOtp } from '@/api/reservations';
import { verifyReservationOtp } from '@/api/reservations';
import { useT } from '@/i18n';
import { validationText, withNode } from '../booking-i18n';

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
  const [timers] = useState(() => timersFrom({ otpExpiresInSeconds: expiresInSeconds, testOtp }));
  const t = useT('booking');
  const texts = {
    title: t('otpTitle'),
    verify: t('otpVerify'),
    verifying: t('otpVerifying'),
    cancel: t('otpCancel'),
    resend: () => t('otpResend'),
    resendWait: (seconds: number) => t('otpResendWait', { seconds }),
    expired: t('otpExpired'),
    expiresIn: (time: ReactNode) => withNode((p) => t('otpExpiresIn', { time: p }), time),
    sending: t('sending'),
  };
  // The phone in bold inside the sentence, wherever the language puts it.
  const [before, after = ''] = t('otpSentTo', { phone: '\u0000' }).split('\u0000');

  const resend = async () => {
    const { message: said, data } = await resendReservationOtp(reservationId);
    const message = validationText(t, said);
    if (!data.textFailed) notify((toast) => (data.seatsHeld ? toast.success(message) : toast.warn(message)));
    return { ...timersFrom(data), textFailed: data.textFailed };
  };

  return (
    <OtpEntry
      dialog
      texts={texts}
      timers={timers}
      onVerify={async (otp) => onVerified(await verifyReservationOtp(reservationId, otp))}
      onResend={resend}
      onCancel={onClose}
    >
      <p>
        {before}
        <strong>{phone}</strong>
        {after}
      </p>
    </OtpEntry>
  );
}
