import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { OrderRates } from '@domain/pricing';
import type { OtpTimers } from '@/components/otp';
import { errorMessage, preloadAppCheck } from '@/lib/api-client';
import { whenIdle } from '@/lib/idle';
import { notify } from '@/lib/notify';
import { failedOffline, isOffline, useRetryWhenOnline } from '@/lib/offline';
import type { PriceNow } from '@/lib/prices';
import type { CartLine } from '@/stores/cart';
import { placeOrder } from '@/api/orders';
import type { PaymentMethod, PlacedOrder, ResentOtp } from '@/api/orders';
import { newIdempotencyKey, readCheckoutDraft, saveCheckoutDraft } from '../last-order';
import type { FormProblem, OrderFormValues } from '../order-form';
import { shortLinesOf, type ShortLines } from '../cart-problems';
import { useLang, useT } from '@/i18n';
import { localizeOrderText } from '../order-texts';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';
/** Issue 41: with no network, Confirm says so and the order waits on the phone until the network returns. */
export const OFFLINE_ORDER = "You're offline: your order is kept on this phone";
const NO_SHORT: ShortLines = {};

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
  /** Lines the server refused (sold out, short, gone), marked in place until the guest fixes them. */
  const [short, setShort] = useState<ShortLines>(NO_SHORT);
  const inFlight = useRef(false);
  // Sent again, as the form is then, when the network returns: the same body keeps its key, so it places one order.
  const network = useRetryWhenOnline(() => void place());
  const lang = useLang();
  const t = useT('order');
  const priceChanged = t('priceChanged');
  const offlineText = t('offline');

  const offline = () => {
    network.wait();
    setProblem({ message: t('offline'), field: null, fields: [] });
  };

  const place = async () => {
    // A tap and the network's return at the same moment send it once.
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await placeOnce();
    } finally {
      inFlight.current = false;
    }
  };

  const placeOnce = async () => {
    if (isOffline()) return offline();
    network.clear();
    // The order schema (shared with the API) and the code's timers are fetched after the page shows (preloadCheckout),
    // keeping zod out of the page's first load; they are here before Confirm can be tapped, so no tap waits on the network.
    let modules;
    try {
      modules = await Promise.all([import('../order-form'), import('@/components/otp')]);
    } catch (err) {
      if (failedOffline(err)) return offline();
      throw err;
    }
    const [{ orderBody, validateOrder }, { timersFrom }] = modules;
    const body = { ...orderBody(lines, form, rates, payment.method), ...(lang !== 'en' ? { lang } : {}) };
    const checked = validateOrder(body);
    // The schema's words are English: the guest reads them in the page's language.
    const invalid = checked && { ...checked, message: localizeOrderText(checked.message, t) };
    setProblem(invalid);
    if (invalid) {
      notify((toast) => toast.error(invalid.message));
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
      setShort(NO_SHORT);
      notify((t) => t.dismiss());
      if (order.payment) {
        if (order.priceChanged) notify((toast) => toast.info(priceChanged));
        payment.onPayment(order);
        return;
      }
      setOtpOpen(true);
      const textFailed = order.textFailed;
      if (textFailed) notify((t) => t.error(textFailed));
      if (order.priceChanged) notify((toast) => toast.info(priceChanged));
      // Local mode only: the server shows the code because SMS goes to the dev outbox (DECISIONS 4).
      if (IS_LOCAL && order.testOtp) notify((t) => t.info(`Order placed! OTP: ${order.testOtp}`, { autoClose: 4000 }));
    } catch (err) {
      if (failedOffline(err)) return offline();
      const message = errorMessage(err, t('placeFailed'));
      setProblem({ message, field: null, fields: [] });
      setShort(shortLinesOf(err) ?? NO_SHORT);
      notify((t) => t.error(message));
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await place();
  };
  /** The guest fixed every line the server refused: its message goes (the lines stay capped at what is left). */
  const shortFixed = useCallback(() => {
    notify((t) => t.dismiss());
    setProblem((p) => (p && p.field === null && p.message !== offlineText ? null : p));
  }, [offlineText]);

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
  return {
    problem,
    submitting,
    placed,
    otpOpen,
    setOtpOpen,
    submit,
    setTimers,
    toCounter,
    forgetPlaced,
    short,
    shortFixed,
    offline: network.offline,
  };
}

/**
 * Everything Confirm and the code step need, fetched once the page shows and the phone is idle (within 1.5 s): the
 * order's schema, the code's timers, the code dialog, the App Check loader and the toasts. A phone that loses the
 * network after the page opened can still tap Confirm and be told so, instead of a script failing to load. Answers a
 * cancel, for the effect's cleanup.
 */
export function preloadCheckout(): () => void {
  const quiet = () => undefined;
  return whenIdle(() => {
    void import('../order-form').catch(quiet);
    void import('@/components/otp').catch(quiet);
    void import('../components/OtpModal').catch(quiet);
    void import('react-toastify').catch(quiet);
    preloadAppCheck();
  });
}
