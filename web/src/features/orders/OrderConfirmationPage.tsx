import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { OrderType } from '@domain/orders';
import { normalizePhone } from '@domain/phone';
import { orderRates, priceCart } from '@domain/pricing';
import { ratesOf } from '@domain/settings';
import { PhoneField } from '@/components/PhoneField';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { usePricedLines } from '@/lib/prices';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { useCart } from '@/stores/cart';
import { getMenu } from '@/api/menu';
import { placeOrder, type Order, type PlacedOrder } from '@/api/orders';
import { OrderSummary } from './components/OrderSummary';
import { OtpModal, timersFrom, type OtpTimers } from './components/OtpModal';
import { useOrderingStatus } from './hooks/use-ordering-status';
import { newIdempotencyKey, rememberLastOrder } from './last-order';
import type { FormProblem } from './order-form';
import './orders.css';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

export const EMPTY_CART_ON_LOAD = 'Your cart is empty. Please add items to order.';
const PLACE_FAILED = 'Failed to place order';

interface Placed {
  order: PlacedOrder;
  /** The body it was placed with: an unchanged form re-opens this order instead of placing another. */
  bodyJson: string;
  timers: OtpTimers;
}

/**
 * /orderconfirmationpage: details, charges, then the 'Verify Your Order' OTP dialog (spec §2, §5).
 * The charges are the settings' rates on the cart at its prices now: the figures the server charges.
 */
export default function OrderConfirmationPage() {
  usePageMeta('Confirm Order', 'Check your order and its charges, then confirm it with the code we text to your phone.');
  const cart = useCart();
  const { lines } = usePricedLines(cart.lines);
  const { user } = useSession();
  const settings = useSettings();
  const status = useOrderingStatus();
  const navigate = useNavigate();

  const [name, setName] = useState(user?.name ?? '');
  const countryCode = settings.locale.smsCountryCode;
  const [phone, setPhone] = useState(user?.phone ? normalizePhone(user.phone, countryCode) : '');
  const [chosenType, setOrderType] = useState<OrderType>(cart.orderType ?? 'dine-in');
  const [tableNumber, setTableNumber] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<Placed | null>(null);
  const [otpOpen, setOtpOpen] = useState(false);
  /** Kept for retries of the same submission, so a retried request places the order once. */
  const attempt = useRef<{ key: string; bodyJson: string } | null>(null);
  const confirmed = useRef(false);

  // A session that arrives after the first render still fills in empty fields.
  useEffect(() => {
    if (!user) return;
    setName((n) => n || user.name);
    setPhone((p) => p || normalizePhone(user.phone, countryCode));
  }, [user, countryCode]);

  // The stored cart is read just after hydration: until then the order type is the one it holds, or dine-in.
  const [typeRead, setTypeRead] = useState(cart.ready);
  if (cart.ready && !typeRead) {
    setTypeRead(true);
    if (cart.orderType) setOrderType(cart.orderType);
  }

  // Spec §5: an empty cart on load is sent back to the menu.
  const empty = cart.ready && cart.lines.length === 0;
  useEffect(() => {
    if (!empty || confirmed.current) return;
    notify((t) => t.error(EMPTY_CART_ON_LOAD, { toastId: EMPTY_CART_ON_LOAD }));
    navigate('/menu', { replace: true });
  }, [empty, navigate]);

  // The stored cart may be older than the menu: drop what is gone and take today's prices before showing charges.
  const reconcile = useRef(cart.reconcile);
  useEffect(() => {
    reconcile.current = cart.reconcile;
  }, [cart.reconcile]);
  useEffect(() => {
    const abort = new AbortController();
    getMenu(abort.signal)
      .then((menu) => reconcile.current(menu))
      .catch(() => undefined); // The server prices the order anyway; this check only improves what is shown.
    return () => abort.abort();
  }, []);

  // Only the order types the restaurant offers: a stored choice it no longer offers falls back to the first.
  const offered = settings.ordering.orderTypes;
  const orderType = offered.includes(chosenType) ? chosenType : (offered[0] ?? chosenType);
  const form = { name, phone, orderType, tableNumber };
  const rates = orderRates(orderType, ratesOf(settings));
  const price = priceCart(lines, rates);

  const chooseType = (t: OrderType) => {
    setOrderType(t);
    cart.setOrderType(t);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The order schema (shared with the API) loads with the first submit, keeping zod out of the page's first load.
    const { orderBody, validateOrder } = await import('./order-form');
    const body = orderBody(lines, form, rates);
    const invalid = validateOrder(body);
    setProblem(invalid);
    if (invalid) {
      notify((t) => t.error(invalid.message));
      if (invalid.field && invalid.field !== 'items') document.getElementById(`order-${invalid.field}`)?.focus();
      return;
    }
    const bodyJson = JSON.stringify(body);
    if (placed && placed.bodyJson === bodyJson) {
      setOtpOpen(true);
      return;
    }
    if (attempt.current?.bodyJson !== bodyJson) attempt.current = { key: newIdempotencyKey(), bodyJson };
    setSubmitting(true);
    try {
      const order = await placeOrder(body, attempt.current.key);
      setPlaced({ order, bodyJson, timers: timersFrom(order) });
      setOtpOpen(true);
      setProblem(null);
      notify((t) => t.dismiss());
      const textFailed = order.textFailed;
      if (textFailed) notify((t) => t.error(textFailed));
      if (order.priceChanged) notify((t) => t.info('Prices were updated to the current menu. Please check your total.'));
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

  const onVerified = (order: Order) => {
    confirmed.current = true;
    rememberLastOrder({ id: order._id, phone: order.phone });
    cart.clear();
    navigate(`/thankyou?order=${encodeURIComponent(order._id)}`, { state: { order } });
  };

  if (empty && !confirmed.current) return <main className="container page myorders-page" id="main" />;

  if (status.paused && !placed) {
    return (
      <main className="container page confirm-page" id="main">
        <h1>Confirm Order</h1>
        <div className="order-notice" role="status">
          <p>{status.paused}</p>
          <p>Your cart is kept on this device for when we take orders again.</p>
        </div>
        <Link to="/menu" className="btn btn-secondary">
          Back to Menu
        </Link>
      </main>
    );
  }

  const invalid = (f: FormProblem['fields'][number]) => problem?.fields.includes(f) ?? false;
  return (
    <main className="container page confirm-page" id="main">
      <h1>Confirm Order</h1>
      {status.closed && (
        <div className="order-notice order-notice-float" role="status">
          <p>{status.closed}</p>
          <p>Your cart is kept on this device: come back then to place the order.</p>
        </div>
      )}
      <form className="confirm-layout" onSubmit={(e) => void submit(e)} noValidate aria-describedby="confirm-error">
        <section className="card confirm-details" aria-labelledby="details-title">
          <h2 id="details-title">Your Details</h2>
          <div className="field">
            <label htmlFor="order-name">Name</label>
            <input id="order-name" name="name" autoComplete="name" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} aria-invalid={invalid('name')} required />
          </div>
          <div className="field">
            <label htmlFor="order-phone">Phone</label>
            <PhoneField
              id="order-phone"
              name="phone"
              value={phone}
              onChange={setPhone}
              aria-invalid={invalid('phone')}
              aria-describedby="order-phone-hint"
              required
            />
            <span id="order-phone-hint" className="hint">
              10 digits. We text the confirmation code to this number.
            </span>
          </div>
          <fieldset className="field confirm-type">
            <legend>Order type</legend>
            {offered.includes('dine-in') && (
              <label className="confirm-radio">
                <input type="radio" name="orderType" value="dine-in" checked={orderType === 'dine-in'} onChange={() => chooseType('dine-in')} /> Dine-in
              </label>
            )}
            {offered.includes('takeaway') && (
              <label className="confirm-radio">
                <input type="radio" name="orderType" value="takeaway" checked={orderType === 'takeaway'} onChange={() => chooseType('takeaway')} /> Takeaway
              </label>
            )}
          </fieldset>
          {orderType === 'dine-in' && (
            <div className="field">
              <label htmlFor="order-tableNumber">Table number</label>
              <input
                id="order-tableNumber"
                name="tableNumber"
                inputMode="text"
                maxLength={20}
                value={tableNumber}
                onChange={(e) => setTableNumber(e.target.value)}
                aria-invalid={invalid('tableNumber')}
                aria-describedby="order-table-hint"
                required
              />
              <span id="order-table-hint" className="hint">
                The number on your table.
              </span>
            </div>
          )}
        </section>

        <div className="confirm-side">
          <div className="card">
            <OrderSummary lines={lines} orderType={orderType} rates={rates} price={price} />
          </div>
          <p id="confirm-error" className="form-error" role="alert">
            {problem?.message ?? ''}
          </p>
          <div className="confirm-actions">
            <Link to="/menu" className="btn btn-secondary">
              Back to Menu
            </Link>
            <button type="submit" className="btn" disabled={submitting}>
              {submitting ? 'Placing order...' : 'Confirm Order'}
            </button>
          </div>
        </div>
      </form>

      {placed && otpOpen && (
        <OtpModal
          order={placed.order}
          timers={placed.timers}
          onTimers={(timers) => setPlaced((p) => (p ? { ...p, timers } : p))}
          onVerified={onVerified}
          onClose={() => setOtpOpen(false)}
        />
      )}
    </main>
  );
}
