import { useRef, useState, type FormEvent } from 'react';
import type { OrderRates } from '@domain/pricing';
import type { OtpTimers } from '@/components/otp';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import type { PriceNow } from '@/lib/prices';
import type { CartLine } from '@/stores/cart';
import { placeOrder } from '@/api/orders';
import type { PaymentMethod, PlacedOrder, ResentOtp } from '@/api/orders';
import { newIdempotencyKey, readCheckoutDraft, saveCheckoutDraft } from '../last-order';
import type { FormProblem, OrderFormValues } from '../order-form';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';
const PLACE_FAILED = 'Failed to place order';
const PRICE_CHANGED = 'Prices were updated to the current menu. Please check your total.';

interface Placed {
  order: PlacedOrder;
  /** The body it was placed with: an unchanged form re-opens this order instead of placing another. */
  bodyJson: string;
  timers: OtpTimers;
}

interface Payment {
  /** Sent where the restaurant offers paying online; absent, the body is today's. */
  method?: PaymentMethod;
  /** An order placed to be paid online: the gateway opens instead of the code dialog. */
  onPayment: (order: PlacedOrder) => void;
}

/**
 * Checkout's Confirm Order: checks the form, places the order once per unchanged form, and opens the code dialog, or,
 * paid online, the gateway (the same gateway order again while the form is unchanged).
 */
export function usePlaceOrder(lines: ReadonlyArray<CartLine & PriceNow>, form: OrderFormValues, rates: OrderRates, payment: Payment) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  /** Kept for retries of the same submission, so a retried request places the order once. */
  const attempt = useRef<{ key: string; bodyJson: string } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The order schema (shared with the API) and the code's timers load with the first submit, keeping zod out of the
    // page's first load and the page's scripts to as few files as a phone fetches in two rounds.
    const [{ orderBody, validateOrder }, { timersFrom }] = await Promise.all([import('../order-form'), import('@/components/otp')]);
    const body = orderBody(lines, form, rates, payment.method);
    const invalid = validateOrder(body);
    setProblem(invalid);
    if (invalid) {
      notify((t) => t.error(invalid.message));
      if (invalid.field && invalid.field !== 'items') document.getElementById(`order-${invalid.field}`)?.focus();
      return;
    }
    const bodyJson = JSON.stringify(body);
    if (placed && placed.bodyJson === bodyJson) {
      if (placed.order.payment) payment.onPayment(placed.order);
      else setOtpOpen(true);
      return;
    }
    // The same submission after Back and Forward (the page mounted afresh) keeps its key too.
    attempt.current ??= readCheckoutDraft()?.attempt ?? null;
    if (attempt.current?.bodyJson !== bodyJson) {
      attempt.current = { key: newIdempotencyKey(), bodyJson };
      saveCheckoutDraft({ attempt: attempt.current });
    }
    setSubmitting(true);
    try {
      const order = await placeOrder(body, attempt.current.key);
      setPlaced({ order, bodyJson, timers: timersFrom(order) });
      setProblem(null);
      notify((t) => t.dismiss());
      if (order.payment) {
        if (order.priceChanged) notify((t) => t.info(PRICE_CHANGED));
        payment.onPayment(order);
        return;
      }
      setOtpOpen(true);
      const textFailed = order.textFailed;
      if (textFailed) notify((t) => t.error(textFailed));
      if (order.priceChanged) notify((t) => t.info(PRICE_CHANGED));
      // Local mode only: the server shows the code because SMS goes to the dev outbox (DECISIONS 4).
      if (IS_LOCAL && order.testOtp) notify((t) => t.info(`Order placed! OTP: ${order.testOtp}`, { autoClose: 4000 }));
    } catch (err) {
      const message = errorMessage(err, PLACE_FAILED);
      setProblem({ message, field: null, fields: [] });
      notify((t) => t.error(message));
    } finally {
      setSubmitting(false);
    }
  };

  const setTimers = (timers: OtpTimers) => setPlaced((p) => (p ? { ...p, timers } : p));
  /**
   * The order placed to be paid online is paid at the counter instead (POST /api/orders/{id}/pay-at-counter answered
   * with its code): the code dialog opens for it, and the form, now for the counter, opens it again.
   */
  const toCounter = async (order: PlacedOrder, reply: ResentOtp) => {
    const [{ orderBody }, { timersFrom }] = await Promise.all([import('../order-form'), import('@/components/otp')]);
    const bodyJson = JSON.stringify(orderBody(lines, form, rates, 'counter'));
    setPlaced({ order: { ...order, payment: null, paymentMethod: 'counter' }, bodyJson, timers: timersFrom(reply) });
    setOtpOpen(true);
    if (reply.textFailed) notify((t) => t.error(reply.textFailed));
    if (IS_LOCAL && reply.testOtp) notify((t) => t.info(`New OTP: ${reply.testOtp}`, { autoClose: 4000 }));
  };
  /** The order placed is gone (its payment's hold ended): the next submit places a new one, with a new key. */
  const forgetPlaced = () => {
    setPlaced(null);
    attempt.current = null;
    saveCheckoutDraft({ attempt: null });
  };
  return { problem, submitting, placed, otpOpen, setOtpOpen, submit, setTimers, toCounter, forgetPlaced };
}
