import { OtpEntry } from '@/components/OtpEntry';
import { timersFrom, type OtpTimers } from '@/components/otp';
import { displayPhone } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useMoney } from '@/lib/prices';
import { mmss } from '@/lib/use-countdown';
import { resendOrderOtp } from '@/api/orders';
import type { Order, PlacedOrder } from '@/api/orders';
import { verifyOrderOtp } from '@/api/orders';

export { timersFrom, type OtpTimers };

const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

const TEXTS = {
  title: 'Verify Your Order',
  verify: 'Confirm Order',
  verifying: 'Confirming...',
  cancel: 'Cancel',
  resend: (s: number) => (s > 0 ? `Resend OTP in ${mmss(s)}` : 'Resend OTP'),
  expired: 'OTP expired. Please request a new one.',
};

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

  const verify = async (otp: string) => {
    const { order: confirmed } = await verifyOrderOtp(order._id, otp);
    notify((t) => {
      t.dismiss();
      t.success('OTP verified! Order confirmed.');
    });
    onVerified(confirmed);
  };

  const resend = async () => {
    const r = await resendOrderOtp(order._id);
    const next = timersFrom(r);
    onTimers(next);
    if (!r.textFailed) {
      notify((t) => t.success('A new OTP was sent to your phone'));
      if (IS_LOCAL && r.testOtp) notify((t) => t.info(`New OTP: ${r.testOtp}`, { autoClose: 4000 }));
    }
    return { ...next, textFailed: r.textFailed };
  };

  return (
    <OtpEntry dialog texts={TEXTS} timers={timers} onVerify={verify} onResend={resend} onCancel={onClose}>
      <p>
        We sent a 6-digit code to <strong>{displayPhone(order.phone)}</strong>. Enter it to confirm order <strong>#{order.reference}</strong> of{' '}
        <strong>{money(order.total)}</strong>.
      </p>
    </OtpEntry>
  );
}
