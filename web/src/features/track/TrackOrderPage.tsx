import type { InvoiceView } from '@domain/invoice-view';
import { lazy, Suspense, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FieldNotes, describedBy } from '@/components/TextField';
import { hasCode } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useHydrated } from '@/lib/hydration';
import { usePageMeta } from '@/lib/page-meta';
import { guestPaymentTone, type GuestPayment } from '@domain/guest-payment';
import { phoneHref } from '@domain/settings';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { trackOrder, type TrackedOrder } from '@/api/track';
import { UpiQr } from '@/components/upi/UpiQr';
import { pathInLang, useLang, useT, type Translate } from '@/i18n';
import { useErrorText } from '@/i18n/errors';
import { STEP_KEY, TRACK_STEPS, isLive, statusLine, stepIndex } from './track-steps';
import './track.css';

/** The printable bill loads once the order has one: it stays out of the page's first load. */
const loadBill = () => import('@/components/bill/BillPrintView');
const BillPrintView = lazy(() => loadBill().then((m) => ({ default: m.BillPrintView })));

const PAYMENT_BADGE = { paid: 'badge badge-green', refunded: 'badge badge-blue', pending: 'badge badge-orange' } as const;

/** The page asks again this often while the order still changes, and only while the tab is visible. */
const REFRESH_MS = 15_000;
const REFERENCE = /^[A-Z0-9_-]{6}$/;
/** The proven digits stay for this tab only, so a refresh does not ask again. */
const storageKey = (reference: string) => `track:${reference}`;
/** The page asks again only while the order still changes. */
const refreshWhileLive = (order: TrackedOrder | null) => (order && isLive(order.status) ? REFRESH_MS : null);

interface Proof {
  reference: string;
  digits: string;
  /** Saved by an earlier visit: if they fail, the form shows no error, only asks again. */
  saved: boolean;
}

/** /track/:reference — the link in the order's confirmation text: the guest proves the phone, then follows the order live. */
export default function TrackOrderPage() {
  const params = useParams();
  const reference = (params.reference ?? '').replace(/^#/, '').toUpperCase();
  const valid = REFERENCE.test(reference);
  const t = useT('track');
  const errorText = useErrorText();
  const lang = useLang();
  usePageMeta(valid ? t('metaOrder', { reference }) : t('metaTrack'), t('metaDescription'));
  const settings = useSettings();
  const [bill, setBill] = useState<InvoiceView | null>(null);
  const id = useId();
  const [digits, setDigits] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [proof, setProof] = useState<Proof | null>(null);
  const hydrated = useHydrated();

  // The digits proven, from this form or saved by an earlier visit in this tab, for this reference only.
  const load = useMemo(() => {
    if (!proof || proof.reference !== reference) return null;
    return async (signal: AbortSignal) => {
      const o = await trackOrder(reference, proof.digits, signal);
      sessionStorage.setItem(storageKey(reference), proof.digits);
      return o;
    };
  }, [proof, reference]);
  const tracked = useResource(load, { refreshEvery: refreshWhileLive });
  const order = tracked.data;
  const failed = tracked.error !== null && !tracked.loading;
  const busy = tracked.loading && !order;
  // A failed refresh keeps the order on screen, and says so until one succeeds.
  const stale = tracked.error !== null && order !== null;
  const hasBill = Boolean(order?.invoice);
  useEffect(() => {
    if (hasBill) void loadBill().catch(() => undefined);
  }, [hasBill]);
  const formError = failed && !order && !proof?.saved ? (hasCode(tracked.error, 'not_found') ? t('noMatch') : errorText(tracked.error, t('loadFailed'))) : '';

  // Back on the page in the same tab: the digits were proven already.
  useEffect(() => {
    if (!valid) return;
    const saved = sessionStorage.getItem(storageKey(reference));
    if (saved) setProof({ reference, digits: saved, saved: true });
  }, [valid, reference]);

  // Saved digits that no longer open the order are forgotten: the guest proves the phone again.
  const savedFailed = failed && !order && proof?.saved === true;
  useEffect(() => {
    if (savedFailed) sessionStorage.removeItem(storageKey(reference));
  }, [savedFailed, reference]);

  const live = order !== null && isLive(order.status);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{4}$/.test(digits)) {
      setFieldError(t('digitsInvalid'));
      setProof(null);
      return;
    }
    setFieldError('');
    setProof({ reference, digits, saved: false });
  }

  // One shell is prerendered for every reference: the page shows the reference once it runs in the browser.
  if (!hydrated) {
    return (
      <main className="container page track-page" id="main">
        <h1>{t('heading')}</h1>
        <p className="loading-state" role="status">
          {t('loadingOrder')}
        </p>
      </main>
    );
  }

  if (!valid) {
    return (
      <main className="container page track-page" id="main">
        <h1>{t('heading')}</h1>
        <p className="notice notice-warn" role="alert">
          {t('incompleteLink')} <a href={phoneHref(settings)}>{settings.identity.phone}</a>.
        </p>
        <Link className="btn" to={pathInLang('/menu', lang)}>
          {t('seeMenu')}
        </Link>
      </main>
    );
  }

  return (
    <main className="container page track-page" id="main">
      <h1>{t('orderHeading', { reference })}</h1>
      {!order ? (
        <form className="card track-proof" onSubmit={submit} noValidate aria-busy={busy}>
          <p>{t('proveIntro')}</p>
          <div className="field">
            <label htmlFor={`${id}-digits`}>{t('digitsLabel')}</label>
            <input
              id={`${id}-digits`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={digits}
              onChange={(e) => setDigits(e.target.value.replace(/\D/g, '').slice(0, 4))}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(`${id}-digits`, undefined, fieldError)}
            />
            <FieldNotes id={`${id}-digits`} error={fieldError} />
          </div>
          {formError && (
            <p className="form-error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className="btn" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? t('checking') : t('showOrder')}
          </button>
        </form>
      ) : (
        <section className="card track-status" aria-live="polite">
          {order.tokenNumber !== null && (
            <p className="token-badge" data-testid="track-token">
              {t('token')} <strong>{order.tokenNumber}</strong>
            </p>
          )}
          <p className="track-line">{statusLine(order, t)}</p>
          {stepIndex(order.status) >= 0 && (
            <ol className="track-steps">
              {TRACK_STEPS.map((s, i) => (
                <li
                  key={s}
                  className={i < stepIndex(order.status) ? 'done' : i === stepIndex(order.status) ? 'current' : undefined}
                  aria-current={i === stepIndex(order.status) ? 'step' : undefined}
                >
                  {t(STEP_KEY[s])}
                </li>
              ))}
            </ol>
          )}
          <h2>{t('yourOrder')}</h2>
          <ul className="track-items">
            {order.items.map((l) => (
              <li key={l.name}>
                <span>
                  {l.name}
                  {l.note && <span className="order-line-note">{t('note', { note: l.note })}</span>}
                </span>
                <span>× {l.quantity}</span>
              </li>
            ))}
          </ul>
          <p className="track-total">
            {order.orderType === 'takeaway' ? t('takeaway') : order.tableNumber ? t('dineInTable', { table: order.tableNumber }) : t('dineIn')} · {t('total')}{' '}
            {formatMoney(order.totalCents / 100, settings.locale.currencySymbol, settings.locale.currencyCode)}{' '}
            <span className={PAYMENT_BADGE[guestPaymentTone(order.payment)]} data-testid="track-payment">
              {paymentText(order.payment, (amount) => formatMoney(amount, settings.locale.currencySymbol, settings.locale.currencyCode), t)}
            </span>
          </p>
          {order.creditNote && (
            <p className="track-credit-note" data-testid="track-credit-note">
              {t('creditNote', { number: order.creditNote })}
            </p>
          )}
          {order.upi && (
            <PayByUpi uri={order.upi.uri} amount={formatMoney(order.totalCents / 100, settings.locale.currencySymbol, settings.locale.currencyCode)} />
          )}
          {order.invoice ? (
            <button type="button" className="btn btn-secondary" onClick={() => setBill(order.invoice)}>
              {t('downloadBill')}
            </button>
          ) : (
            <p className="hint">{t('billLater')}</p>
          )}
          {bill && (
            <Suspense fallback={<p role="status">{t('openingBill')}</p>}>
              <BillPrintView invoice={bill} onClose={() => setBill(null)} />
            </Suspense>
          )}
          {live && <p className="hint">{stale ? t('refreshFailed') : t('updatesItself')}</p>}
        </section>
      )}
    </main>
  );
}

/** An unpaid dine-in order: the guest pays at the table by UPI, scanning the code or, on this phone, opening their UPI app. */
function PayByUpi({ uri, amount }: { uri: string; amount: string }) {
  const t = useT('track');
  const title = t('payByUpi', { amount });
  return (
    <section className="track-upi" aria-label={title} data-testid="track-upi">
      <h2>{title}</h2>
      <UpiQr uri={uri} label={t('upiQr', { amount })} className="track-upi-qr" />
      <a className="btn track-upi-open" href={uri}>
        {t('openUpi')}
      </a>
      <p className="hint">{t('upiHint')}</p>
    </section>
  );
}

/** The payment badge's words (domain/guest-payment's guestPaymentText) in the page's language: paid or pending, and money given back. */
function paymentText(p: GuestPayment, money: (amount: number) => string, t: Translate<'track'>): string {
  const back = [
    ...(p.refunded > 0 ? [t('refunded', { amount: money(p.refunded) })] : []),
    ...(p.refunding > 0 ? [t('refunding', { amount: money(p.refunding) })] : []),
  ];
  const paid = p.paid ? t('paid') : t('paymentPending');
  if (back.length === 0) return paid;
  return (p.inFull ? back : [paid, ...back]).join(' · ');
}
