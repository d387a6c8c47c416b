import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { orderRates, priceCart } from '@domain/pricing';
import { ratesOf } from '@domain/settings';
import { serviceChargeChoice } from '@domain/service-charge';
import { useHydrated } from '@/lib/hydration';
import { usePageMeta } from '@/lib/page-meta';
import { useMoney, usePricedLines } from '@/lib/prices';
import { useSettings } from '@/lib/settings';
import { useCart } from '@/stores/cart';
import type { Order, PaymentMethod, PlacedOrder } from '@/api/orders';
import { CheckoutDetails } from './components/CheckoutDetails';
import { PaymentChoice } from './components/PaymentChoice';
import { OrderSummary } from './components/OrderSummary';
import { ServiceChargeChoice } from './components/ServiceChargeChoice';
import { useCheckoutDetails } from './hooks/use-checkout-details';
import { useFreshCart } from './hooks/use-fresh-cart';
import { useOrderingStatus } from '@/lib/ordering-status';
import { useOnlinePayment } from './hooks/use-online-payment';
import { preloadCheckout, usePlaceOrder } from './hooks/use-place-order';
import { localizeOrderText } from './order-texts';
import { pathInLang, useLang, useT } from '@/i18n';
import { stillShort } from './cart-problems';
import { rememberLastOrder, clearCheckoutDraft, forgetPayingOrder } from './last-order';
import { holdEnded, holdEnds, unpaidNotice } from './payment-hold';
import './orders.css';

/** The code dialog loads after the page shows (preloadCheckout), keeping it out of the page's first load. */
const OtpModal = lazy(() => import('./components/OtpModal').then((m) => ({ default: m.OtpModal })));

/**
 * /orderconfirmationpage: details, charges, then the 'Verify Your Order' OTP dialog (spec §2, §5), or, where the
 * restaurant takes payment online (issue 40), the gateway: paying confirms the order, with no code.
 * The charges are the settings' rates on the cart at its prices now: the figures the server charges.
 */
export default function OrderConfirmationPage() {
  const t = useT('order');
  const lang = useLang();
  const menuPath = pathInLang('/menu', lang);
  usePageMeta(t('confirmTitle'), t('confirmMetaDescription'));
  const cart = useCart();
  const { lines } = usePricedLines(cart.lines);
  const settings = useSettings();
  const hydrated = useHydrated();
  const status = useOrderingStatus();
  const navigate = useNavigate();
  const money = useMoney();
  const confirmed = useRef(false);
  const leaving = useFreshCart(confirmed);
  const details = useCheckoutDetails();
  const { orderType } = details.form;
  // Unticked in rupees, the owner's choice elsewhere, until the guest ticks or unticks it.
  const [serviceChargeSaid, setServiceCharge] = useState<boolean | undefined>(undefined);
  const serviceCharge = serviceChargeChoice(serviceChargeSaid, settings.locale.currencyCode, settings.charges.serviceChargeDefault);
  const baseRates = orderRates(orderType, ratesOf(settings));
  const rates = orderType === 'dine-in' && !serviceCharge ? { ...baseRates, serviceCharge: false } : baseRates;
  const price = priceCart(lines, rates);
  // Paying online where the restaurant offers it: at the counter, as before, until the guest chooses to pay now.
  const offer = settings.payments.online[orderType];
  const [methodSaid, setMethod] = useState<PaymentMethod | undefined>(undefined);
  const method: PaymentMethod | undefined = offer === 'off' ? undefined : offer === 'required' ? 'online' : (methodSaid ?? 'counter');

  const onVerified = (verified: Order) => {
    confirmed.current = true;
    rememberLastOrder({ id: verified._id, phone: verified.phone });
    clearCheckoutDraft();
    forgetPayingOrder();
    cart.clear();
    navigate(`${pathInLang('/thankyou', lang)}?order=${encodeURIComponent(verified._id)}`, { state: { order: verified } });
  };
  const pay = useOnlinePayment(onVerified);
  const order = usePlaceOrder(lines, details.form, rates, { method, onPayment: (placed) => void pay.start(placed) });
  const paying = pay.state.step === 'paying' || pay.state.step === 'confirming';
  const busy = order.submitting || paying;
  const unpaid = pay.state.step === 'not-completed' || pay.state.step === 'switching' ? pay.state : null;
  const switching = pay.state.step === 'switching';
  const payAtCounterInstead = async (placed: PlacedOrder) => {
    const reply = await pay.toCounter(placed);
    if (!reply) return;
    setMethod('counter');
    await order.toCounter(placed, reply);
  };
  const released = unpaid?.order.payment ? holdEnded(unpaid.order.payment.holdUntil) : false;
  // Issue 41: what Confirm and the code step need is here before Confirm can be tapped, so going offline can't break them.
  useEffect(() => preloadCheckout(), []);
  const fixedAll = Object.keys(order.short).length > 0 && Object.keys(stillShort(order.short, cart.lines)).length === 0;
  const { shortFixed } = order;
  useEffect(() => {
    if (fixedAll) shortFixed();
  }, [fixedAll, shortFixed]);

  if (leaving) return <main className="container page myorders-page" id="main" />;

  if (status.paused && !order.placed) {
    return (
      <main className="container page confirm-page" id="main">
        <h1>{t('confirmTitle')}</h1>
        <div className="order-notice" role="status">
          <p>{status.paused}</p>
          <p>{t('cartKept')}</p>
        </div>
        <Link to={menuPath} className="btn btn-secondary">
          {t('backToMenu')}
        </Link>
      </main>
    );
  }

  return (
    <main className="container page confirm-page" id="main">
      <h1>{t('confirmTitle')}</h1>
      {status.closed && (
        <div className="order-notice order-notice-float" role="status">
          <p>{status.closed}</p>
          <p>{t('cartKeptClosed')}</p>
        </div>
      )}
      <form className="confirm-layout" onSubmit={(e) => void order.submit(e)} noValidate aria-describedby="confirm-error">
        <CheckoutDetails details={details} problem={order.problem} codeTexted={method !== 'online'} />
        {/* The cart lives on the guest's device: until the page has read it, the charges (an empty cart's $0.00) are not
            shown, and the space they will fill is kept, so nothing on the screen moves when they appear. */}
        <div className="confirm-side" data-pending={hydrated ? undefined : ''} aria-busy={hydrated ? undefined : true}>
          <div className="card">
            <OrderSummary
              lines={lines}
              orderType={orderType}
              rates={rates}
              price={price}
              onNote={cart.setNote}
              onQuantity={cart.setQuantity}
              short={order.short}
              maxThalis={settings.ordering.maxThaliPlates}
            />
            {orderType === 'dine-in' && <ServiceChargeChoice chargeBp={baseRates.chargeBp} checked={serviceCharge} onChange={setServiceCharge} />}
            <PaymentChoice offer={offer} method={method ?? 'counter'} onChange={setMethod} disabled={busy} />
          </div>
          <p id="confirm-error" className={order.offline ? 'form-error confirm-offline' : 'form-error'} role="alert">
            {order.offline ? t('offline') : localizeOrderText(order.problem?.message ?? '', t)}
          </p>
          {unpaid ? (
            <div className="pay-unpaid" role="alert" aria-busy={switching}>
              <h2>{t('payNotCompleted')}</h2>
              {unpaid.reason && <p>{localizeOrderText(unpaid.reason, t)}</p>}
              {unpaid.order.payment && !released && (
                <p>
                  {lang === 'en'
                    ? unpaidNotice(unpaid.order.reference, unpaid.order.payment.holdUntil, settings.locale.timeZone)
                    : t('unpaidNotice', { reference: unpaid.order.reference, time: holdEnds(unpaid.order.payment.holdUntil, settings.locale.timeZone) })}
                </p>
              )}
              <div className="confirm-actions">
                {released ? (
                  <button
                    type="button"
                    className="btn"
                    onClick={() => {
                      order.forgetPlaced();
                      pay.reset();
                    }}
                  >
                    {t('placeAgain')}
                  </button>
                ) : (
                  <button type="button" className="btn" disabled={switching} onClick={() => void pay.start(unpaid.order)}>
                    {t('tryAgain')}
                  </button>
                )}
                {offer === 'optional' && !released && (
                  <button type="button" className="btn btn-secondary" disabled={switching} onClick={() => void payAtCounterInstead(unpaid.order)}>
                    {switching && <span className="spinner" aria-hidden="true" />}
                    {switching ? t('sendingCode') : t('payAtCounter')}
                  </button>
                )}
              </div>
            </div>
          ) : (
            <div className="confirm-actions">
              <Link to={menuPath} className="btn btn-secondary">
                {t('backToMenu')}
              </Link>
              <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
                {busy && <span className="spinner" aria-hidden="true" />}
                {order.submitting
                  ? t('placing')
                  : pay.state.step === 'paying'
                    ? t('openingPayment')
                    : pay.state.step === 'confirming'
                      ? t('confirmingPayment')
                      : method === 'online'
                        ? t('payAmount', { amount: money(price.total) })
                        : t('confirmOrder')}
              </button>
            </div>
          )}
        </div>
      </form>

      {order.placed && order.otpOpen && (
        <Suspense fallback={null}>
          <OtpModal
            order={order.placed.order}
            timers={order.placed.timers}
            onTimers={order.setTimers}
            onVerified={onVerified}
            onClose={() => order.setOtpOpen(false)}
          />
        </Suspense>
      )}
    </main>
  );
}
