import { useState } from 'react';
import type { ReservationView } from '@domain/booking';
import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom } from '@/components/otp';
import { notify } from '@/lib/notify';
import { resendReservationOtp } from '@/api/reservations';
import { verifyReservationOtp } from '@/api/reservations';

const TEXTS = {
  title: 'Verify your reservation',
  verify: 'Verify OTP',
  verifying: 'Verifying…',
  cancel: 'Cancel',
  resend: () => 'Resend OTP',
  resendWait: (s: number) => `You can request a new code in ${s} s.`,
  expired: 'OTP expired. Please resend.',
};

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

  const resend = async () => {
    const { message, data } = await resendReservationOtp(reservationId);
    if (!data.textFailed) notify((toast) => (data.seatsHeld ? toast.success(message) : toast.warn(message)));
    return { ...timersFrom(data), textFailed: data.textFailed };
  };

  return (
    <OtpEntry
      dialog
      texts={TEXTS}
      timers={timers}
      onVerify={async (otp) => onVerified(await verifyReservationOtp(reservationId, otp))}
      onResend={resend}
      onCancel={onClose}
    >
      <p>
        We sent a 6-digit OTP to <strong>{phone}</strong>. Enter it to confirm your table.
      </p>
    </OtpEntry>
  );
}
