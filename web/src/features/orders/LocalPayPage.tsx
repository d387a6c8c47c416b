import { lazy, Suspense, useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { formatMoney } from '@domain/money';
import type { OtpTimers } from '@/components/otp';
import { Spinner } from '@/components/Spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { useCart } from '@/stores/cart';
import { getOrder, type Order, type PlacedOrder } from '@/api/orders';
import { completeLocalPayment, type LocalPayMethod } from '@/api/local-gateway';
import { confirmOnlinePayment, payAtCounter } from '@/api/payments';
import { PAY_AT_COUNTER } from './components/PaymentChoice';
import { PAYMENT_TEXTS } from './hooks/use-online-payment';
import { clearCheckoutDraft, forgetPayingOrder, readPayingOrder, rememberLastOrder, saveCheckoutDraft, type PayingOrder } from './last-order';
import { holdEnded, unpaidNotice } from './payment-hold';
import './local-gateway.css';

/** The code dialog, for a guest who pays at the counter instead: loaded only then. */
const OtpModal = lazy(() => import('./components/OtpModal').then((m) => ({ default: m.OtpModal })));

/** What the local gateway's page prefills: Razorpay's test UPI id and test card, so one tap pays. */
const TEST_UPI_ID = 'guest@okaxis';
const TEST_CARD = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };

const TEXTS = {
  failed: 'Payment failed',
  failedWhy: 'The test bank declined the payment. Nothing was charged.',
  payFailed: 'The payment could not be completed. Please try again.',
  notHere: 'This payment is not open in this browser. If you paid, the text we send has a link to your order.',
  counterFailed: 'We could not move this order to the counter. Please try again.',
  counterCode: (reference: string) => `Enter the code we texted you to confirm order #${reference}, then pay at the counter.`,
  paid: 'This order is paid already.',
  confirmedAtCounter: 'This order is confirmed: pay for it at the counter.',
} as const;

/** The order this page pays: as checkout passed it, or as this tab kept it (a reload). */
function payingOrder(passed: PlacedOrder | undefined, id: string): PayingOrder | null {
  if (passed?._id === id && passed.payment) {
    return { id, phone: passed.phone, orderType: passed.orderType, reference: passed.reference, payment: passed.payment };
  }
  return readPayingOrder(id);
}

/**
 * /pay/{orderId}?g={gatewayOrderId}, local and emulator mode only: the local gateway's own page, standing in for
 * Razorpay Checkout. The guest pays by UPI or card (POST /api/dev/payments/{g}/complete plays the gateway), and the
 * page hands the gateway's three fields to the API as Checkout would; "Fail payment" leaves the order unpaid.
 */
export default function LocalPayPage() {
  const settings = useSettings();
  usePageMeta('Pay', `Pay for your order at ${settings.identity.name}.`, { canonical: false });
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCart();
  const paying = payingOrder((location.state as { order?: PlacedOrder } | null)?.order, orderId);
  const gatewayOrderId = params.get('g') ?? '';
  const ours = paying !== null && paying.payment.gatewayOrderId === gatewayOrderId;

  const [method, setMethod] = useState<LocalPayMethod>('upi');
  const [upiId, setUpiId] = useState(TEST_UPI_ID);
  const [card, setCard] = useState(TEST_CARD);
  const [busy, setBusy] = useState<'pay' | 'fail' | 'counter' | null>(null);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState('');
  /** Paying at the counter instead: the same order, confirmed with the code texted for it. */
  const [counter, setCounter] = useState<{ order: PlacedOrder; timers: OtpTimers; open: boolean } | null>(null);

  // The order as the server has it now: paid already (another tab, the webhook) or released after its hold.
  const phone = paying?.phone ?? null;
  const load = useCallback((signal: AbortSignal) => getOrder(orderId, phone, signal), [orderId, phone]);
  const server = useResource(ours ? load : null).data;

  if (!ours || !paying) {
    return (
      <main className="container page localpay-page" id="main">
        <h1>Pay</h1>
        <p className="localpay-note">{TEXTS.notHere}</p>
        <Link to="/menu" className="btn">
          Go to the menu
        </Link>
      </main>
    );
  }

  const { payment } = paying;
  const symbol = payment.currency === settings.locale.currencyCode ? settings.locale.currencySymbol : payment.currency === 'INR' ? '₹' : `${payment.currency} `;
  const amount = formatMoney(payment.amount / 100, symbol, payment.currency);
  // Moved to the counter in an earlier visit (this page reloaded): its code is entered here still; a new one can be sent.
  const movedToCounter = server && server.paymentMethod === 'counter' && !server.isVerified ? server : null;
  const codeStep =
    counter ??
    (movedToCounter
      ? { order: { ...movedToCounter, payment: null, otpExpiresInSeconds: 0, resendInSeconds: 0 }, timers: { resendAt: Date.now() }, open: false }
      : null);
  const released = !codeStep && (server?.online?.state === 'expired' || (!server?.isPaid && holdEnded(payment.holdUntil)));
  const counterAllowed = settings.payments.online[paying.orderType] === 'optional';

  /** Confirmed, paid here or (with its code) to pay at the counter, whose dialog says so itself. */
  const done = (order: Order, paidHere = true) => {
    rememberLastOrder({ id: order._id, phone: order.phone });
    clearCheckoutDraft();
    forgetPayingOrder();
    cart.clear();
    if (paidHere) {
      notify((t) => {
        t.dismiss();
        t.success(PAYMENT_TEXTS.paid);
      });
    }
    navigate(`/thankyou?order=${encodeURIComponent(order._id)}`, { replace: true, state: { order } });
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    setBusy('pay');
    setError('');
    try {
      const answer = await completeLocalPayment(gatewayOrderId, 'success', method);
      if ('failed' in answer) {
        setFailed(true);
        return;
      }
      done(await confirmOnlinePayment(orderId, answer));
    } catch (err) {
      // The gateway's webhook may have confirmed the order even though this page's call failed: then it is paid.
      const now = await getOrder(orderId, paying.phone).catch(() => null);
      if (now?.isPaid) done(now);
      else setError(errorMessage(err, TEXTS.payFailed));
    } finally {
      setBusy(null);
    }
  };

  const fail = async () => {
    setBusy('fail');
    setError('');
    try {
      await completeLocalPayment(gatewayOrderId, 'failure', method);
      setFailed(true);
    } catch (err) {
      setError(errorMessage(err, TEXTS.payFailed));
    } finally {
      setBusy(null);
    }
  };

  // The released order is gone: checkout places a new one (a new key), not this one again.
  const placeAgain = () => {
    forgetPayingOrder();
    saveCheckoutDraft({ attempt: null });
  };

  const toCounter = async () => {
    setBusy('counter');
    setError('');
    try {
      const reply = await payAtCounter(orderId);
      const [order, { timersFrom }] = await Promise.all([server ?? getOrder(orderId, paying.phone), import('@/components/otp')]);
      setCounter({
        order: { ...order, payment: null, otpExpiresInSeconds: reply.otpExpiresInSeconds, resendInSeconds: reply.resendInSeconds },
        timers: timersFrom(reply),
        open: true,
      });
      if (reply.textFailed) notify((t) => t.error(reply.textFailed));
      else if (reply.testOtp) notify((t) => t.info(`New OTP: ${reply.testOtp}`, { autoClose: 4000 }));
    } catch (err) {
      setError(errorMessage(err, TEXTS.counterFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <main className="container page localpay-page" id="main">
      <div className="localpay-sheet">
        <header className="localpay-head">
          <p className="localpay-merchant">{settings.identity.name}</p>
          <p className="localpay-for">Order #{paying.reference}</p>
          <p className="localpay-amount" data-testid="pay-amount">
            {amount}
          </p>
          <p className="localpay-test">Test mode · no money moves</p>
        </header>

        {server?.isVerified && !server.isPaid ? (
          <div className="localpay-body">
            <p className="localpay-done">{TEXTS.confirmedAtCounter}</p>
            <Link to={`/thankyou?order=${encodeURIComponent(orderId)}`} className="btn localpay-wide">
              See your order
            </Link>
          </div>
        ) : server?.isPaid ? (
          <div className="localpay-body">
            <p className="localpay-done">{TEXTS.paid}</p>
            <Link to={`/thankyou?order=${encodeURIComponent(orderId)}`} className="btn localpay-wide">
              See your order
            </Link>
          </div>
        ) : released ? (
          <div className="localpay-body" role="alert">
            <h1 className="localpay-title">Order released</h1>
            <p>{PAYMENT_TEXTS.expired}</p>
            <Link to="/orderconfirmationpage" className="btn localpay-wide" onClick={placeAgain}>
              Back to checkout
            </Link>
          </div>
        ) : codeStep ? (
          <div className="localpay-body">
            <h1 className="localpay-title">{PAY_AT_COUNTER}</h1>
            <p>{TEXTS.counterCode(paying.reference)}</p>
            <button type="button" className="btn localpay-wide" onClick={() => setCounter({ ...codeStep, open: true })}>
              Enter the code
            </button>
          </div>
        ) : failed ? (
          <div className="localpay-body localpay-failed" role="alert" aria-busy={busy !== null}>
            <h1 className="localpay-title">{TEXTS.failed}</h1>
            <p>{TEXTS.failedWhy}</p>
            <p>{unpaidNotice(paying.reference, payment.holdUntil, settings.locale.timeZone)}</p>
            {error && <p className="form-error">{error}</p>}
            <button type="button" className="btn localpay-wide" onClick={() => setFailed(false)} disabled={busy !== null}>
              Try again
            </button>
            {counterAllowed && (
              <button
                type="button"
                className="btn btn-secondary localpay-wide"
                onClick={() => void toCounter()}
                disabled={busy !== null}
                aria-busy={busy === 'counter'}
              >
                {busy === 'counter' ? (
                  <>
                    <Spinner label="Sending a code" /> Sending a code...
                  </>
                ) : (
                  PAY_AT_COUNTER
                )}
              </button>
            )}
          </div>
        ) : (
          <form className="localpay-body" onSubmit={(e) => void pay(e)} aria-busy={busy !== null} noValidate>
            <h1 className="localpay-title">Choose how to pay</h1>
            <fieldset className="localpay-methods" disabled={busy !== null}>
              <legend className="visually-hidden">Pay with</legend>
              <label className="localpay-method">
                <input type="radio" name="method" value="upi" checked={method === 'upi'} onChange={() => setMethod('upi')} />
                <span>UPI</span>
              </label>
              <label className="localpay-method">
                <input type="radio" name="method" value="card" checked={method === 'card'} onChange={() => setMethod('card')} />
                <span>Card</span>
              </label>
            </fieldset>
            {method === 'upi' ? (
              <div className="field">
                <label htmlFor="localpay-upi">UPI ID</label>
                <input id="localpay-upi" value={upiId} onChange={(e) => setUpiId(e.target.value)} autoComplete="off" disabled={busy !== null} />
              </div>
            ) : (
              <div className="localpay-card">
                <div className="field">
                  <label htmlFor="localpay-card">Card number</label>
                  <input
                    id="localpay-card"
                    inputMode="numeric"
                    value={card.number}
                    onChange={(e) => setCard({ ...card, number: e.target.value })}
                    autoComplete="off"
                    disabled={busy !== null}
                  />
                </div>
                <div className="localpay-card-row">
                  <div className="field">
                    <label htmlFor="localpay-expiry">Expiry</label>
                    <input
                      id="localpay-expiry"
                      value={card.expiry}
                      onChange={(e) => setCard({ ...card, expiry: e.target.value })}
                      autoComplete="off"
                      disabled={busy !== null}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor="localpay-cvv">CVV</label>
                    <input
                      id="localpay-cvv"
                      inputMode="numeric"
                      value={card.cvv}
                      onChange={(e) => setCard({ ...card, cvv: e.target.value })}
                      autoComplete="off"
                      disabled={busy !== null}
                    />
                  </div>
                </div>
              </div>
            )}
            <p className="form-error" role="alert">
              {error}
            </p>
            <button type="submit" className="btn localpay-wide" disabled={busy !== null} aria-busy={busy === 'pay'}>
              {busy === 'pay' ? (
                <>
                  <Spinner label="Paying" /> Paying...
                </>
              ) : (
                `Pay ${amount}`
              )}
            </button>
            <button type="button" className="btn btn-secondary localpay-wide" onClick={() => void fail()} disabled={busy !== null} aria-busy={busy === 'fail'}>
              {busy === 'fail' ? (
                <>
                  <Spinner label="Failing the payment" /> Failing...
                </>
              ) : (
                'Fail payment'
              )}
            </button>
          </form>
        )}
      </div>
      {counter?.open && (
        <Suspense fallback={null}>
          <OtpModal
            order={counter.order}
            timers={counter.timers}
            onTimers={(timers) => setCounter({ ...counter, timers })}
            onVerified={(order) => done(order, false)}
            onClose={() => setCounter({ ...counter, open: false })}
          />
        </Suspense>
      )}
    </main>
  );
}
