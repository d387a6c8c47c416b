import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings';
import type { Order, PlacedOrder, ResentOtp } from '@/api/orders';
import { confirmOnlinePayment, payAtCounter } from '@/api/payments';
import { rememberPayingOrder } from '../last-order';
import type { CheckoutOutcome } from '../razorpay';

const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

export const PAYMENT_TEXTS = {
  notCompleted: 'Payment not completed',
  unavailable: 'Online payment is not available right now. Please pay at the counter.',
  cannotOpen: 'The payment window could not be opened. Please check your connection and try again.',
  confirmFailed: 'We could not confirm your payment. If money left your account, it is refunded automatically.',
  expired: 'This order waited too long for its payment and was released. Please place it again.',
  paid: 'Payment received. Your order is confirmed.',
  counterFailed: 'We could not move this order to the counter. Please try again.',
} as const;

export type PayState =
  | { step: 'idle' }
  /** Checkout's script loading, or the gateway's window open. */
  | { step: 'paying' }
  /** The gateway's answer on its way to the API. */
  | { step: 'confirming' }
  /** Closed or failed: the order waits, unpaid, until `holdUntil`. */
  | { step: 'not-completed'; order: PlacedOrder; reason: string | null }
  /** Moving the unpaid order to the counter. */
  | { step: 'switching'; order: PlacedOrder; reason: string | null };

/**
 * Paying for a placed order online. Deployed, Razorpay Checkout opens over checkout (its script loaded only now);
 * locally, the local gateway's own page. A payment confirmed by the API is the commitment: no code is asked for.
 */
export function useOnlinePayment(onPaid: (order: Order) => void) {
  const navigate = useNavigate();
  const settings = useSettings();
  const [state, setState] = useState<PayState>({ step: 'idle' });

  const start = async (order: PlacedOrder) => {
    const payment = order.payment;
    if (!payment) return;
    if (Date.parse(payment.holdUntil) <= Date.now()) {
      setState({ step: 'not-completed', order, reason: PAYMENT_TEXTS.expired });
      return;
    }
    rememberPayingOrder({ id: order._id, phone: order.phone, orderType: order.orderType, reference: order.reference, payment });
    if (payment.gateway === 'local') {
      if (!IS_LOCAL) {
        setState({ step: 'not-completed', order, reason: PAYMENT_TEXTS.unavailable });
        return;
      }
      navigate(`/pay/${encodeURIComponent(order._id)}?g=${encodeURIComponent(payment.gatewayOrderId)}`, { state: { order } });
      return;
    }
    setState({ step: 'paying' });
    let result: CheckoutOutcome;
    try {
      const { payWithRazorpay } = await import('../razorpay');
      result = await payWithRazorpay({
        payment,
        restaurantName: settings.identity.name,
        description: `Order #${order.reference}`,
        guest: { name: order.name, phone: `${settings.locale.smsCountryCode}${order.phone}` },
      });
    } catch {
      setState({ step: 'not-completed', order, reason: PAYMENT_TEXTS.cannotOpen });
      return;
    }
    if (result.outcome === 'dismissed') {
      setState({ step: 'not-completed', order, reason: result.reason });
      return;
    }
    setState({ step: 'confirming' });
    try {
      const paid = await confirmOnlinePayment(order._id, result.payment);
      notify((t) => t.success(PAYMENT_TEXTS.paid));
      setState({ step: 'idle' });
      onPaid(paid);
    } catch (err) {
      setState({ step: 'not-completed', order, reason: errorMessage(err, PAYMENT_TEXTS.confirmFailed) });
    }
  };

  /** The same order, paid at the counter instead: its code is texted (the reply); null when refused, and the reason is shown. */
  const toCounter = async (order: PlacedOrder): Promise<ResentOtp | null> => {
    setState({ step: 'switching', order, reason: null });
    try {
      const reply = await payAtCounter(order._id);
      setState({ step: 'idle' });
      return reply;
    } catch (err) {
      setState({ step: 'not-completed', order, reason: errorMessage(err, PAYMENT_TEXTS.counterFailed) });
      return null;
    }
  };

  return { state, start, toCounter, reset: () => setState({ step: 'idle' }) };
}
