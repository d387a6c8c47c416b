import { useMemo, type ReactNode } from 'react';
import { OtpEntry, type OtpEntryTexts } from '@/components/OtpEntry';
import { useT } from '@/i18n';
import { rich } from '../../menu/rich-text';
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

/** The code step's words in the page's language (English: the spec's, word for word). */
function useTexts(): OtpEntryTexts {
  const t = useT('order');
  return useMemo(
    () => ({
      title: t('otpTitle'),
      verify: t('otpVerify'),
      verifying: t('otpVerifying'),
      cancel: t('otpCancel'),
      resend: (s: number) => (s > 0 ? t('otpResendIn', { time: mmss(s) }) : t('otpResend')),
      expired: t('otpExpired'),
      expiresIn: (time: ReactNode) => rich(t('otpExpiresIn'), { time }),
      sending: t('otpSending'),
    }),
    [t],
  );
}

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
  const t = useT('order');
  const texts = useTexts();
  const verified = t('otpVerified');
  const resent = t('otpResent');

  const verify = async (otp: string) => {
    const { order: confirmed } = await verifyOrderOtp(order._id, otp);
    notify((toast) => {
      toast.dismiss();
      toast.success(verified);
    });
    onVerified(confirmed);
  };

  const resend = async () => {
    const r = await resendOrderOtp(order._id);
    const next = timersFrom(r);
    onTimers(next);
    if (!r.textFailed) {
      notify((toast) => toast.success(resent));
      if (IS_LOCAL && r.testOtp) notify((toast) => toast.info(`New OTP: ${r.testOtp}`, { autoClose: 4000 }));
    }
    return { ...next, textFailed: r.textFailed };
  };

  return (
    <OtpEntry dialog texts={texts} timers={timers} onVerify={verify} onResend={resend} onCancel={onClose}>
      <p>
        {rich(t('otpSent'), {
          phone: <strong>{displayPhone(order.phone)}</strong>,
          reference: <strong>#{order.reference}</strong>,
          total: <strong>{money(order.total)}</strong>,
        })}
      </p>
    </OtpEntry>
  );
}
