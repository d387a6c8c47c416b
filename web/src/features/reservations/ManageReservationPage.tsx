import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { atText, durationText } from '@domain/booking-text';
import { OTP_POLICY } from '@domain/restaurant';
import { localClock, phoneHref } from '@domain/settings';
import { Modal } from '@/components/Modal';
import { OtpField } from '@/components/OtpField';
import { PhoneField } from '@/components/PhoneField';
import { errorMessage, hasCode } from '@/lib/api-client';
import { time12h } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { reservationBadgeClass } from '@/lib/reservation-badge';
import { useSettings } from '@/lib/settings';
import { useCountdown } from '@/lib/use-countdown';
import { cancelReservation, startManage, verifyManage, type ManageSession } from '@/api/reservations';
import './reservations.css';

/** The demo OTP note is for local builds only: Vite drops it from a production build, whose server never sends the code. */
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

type Step = 'phone' | 'otp' | 'view';

/** The reference format and the schemas: loaded once the page shows, keeping zod out of its first load. */
const loadRules = () => import('@domain/booking');
type Rules = Awaited<ReturnType<typeof loadRules>>;

function ResendButton({ onResend, busy }: { onResend: () => void; busy: boolean }) {
  const remaining = useCountdown(OTP_POLICY.resendAfterSeconds);
  return (
    <button type="button" className="btn btn-secondary" disabled={remaining > 0 || busy} onClick={onResend}>
      {remaining > 0 ? `Resend OTP in ${remaining} s` : 'Resend OTP'}
    </button>
  );
}

/** /reservation/:reference: the guest proves the booking with phone and OTP, sees it, and can cancel it. */
export default function ManageReservationPage() {
  const params = useParams();
  const settings = useSettings();
  const cutoff = settings.booking.cancelCutoffMinutes;
  const callUs = <a href={phoneHref(settings)}>{settings.identity.phone}</a>;
  // The prerendered page is a shell for every reference: the reference shows once the rules have loaded in the browser.
  const [rules, setRules] = useState<Rules | null>(null);
  useEffect(() => {
    let live = true;
    void loadRules()
      .then((loaded) => live && setRules(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  const ref = rules?.ReferenceInput.safeParse(params.reference ?? '');
  const reference = ref?.success ? ref.data : '';
  const restaurantName = useSettings().identity.name;
  usePageMeta(reference ? `Reservation ${reference}` : 'Your reservation', `View or cancel your table reservation at ${restaurantName}.`);
  const id = useId();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [sentMessage, setSentMessage] = useState('');
  const [sends, setSends] = useState(0);
  const [testOtp, setTestOtp] = useState<string | undefined>();
  const [session, setSession] = useState<ManageSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (ref && !ref.success) {
    return (
      <main className="container page manage-page" id="main">
        <h1>Your reservation</h1>
        <p className="notice notice-warn" role="alert">
          That does not look like a reservation reference. A reference is the 8 letters and digits shown when you booked.
        </p>
        <Link className="btn" to="/booktable">
          Book A Table
        </Link>
      </main>
    );
  }

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault();
    const { PhoneInput } = rules ?? (await loadRules());
    const parsed = PhoneInput.safeParse(phone);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a 10-digit phone number');
    setBusy(true);
    setError(null);
    try {
      const { message, data } = await startManage(reference, parsed.data);
      setSentMessage(message);
      setTestOtp(data.testOtp);
      setSends((n) => n + 1);
      setOtp('');
      setStep('otp');
    } catch (err) {
      setError(errorMessage(err, 'Failed to resend OTP'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    const { OtpInput } = rules ?? (await loadRules());
    const parsed = OtpInput.safeParse(otp);
    if (!parsed.success) return setError('Please enter a 6-digit OTP');
    setBusy(true);
    setError(null);
    try {
      setSession(await verifyManage(reference, phone, parsed.data));
      setStep('view');
    } catch (err) {
      setError(errorMessage(err, 'OTP verification failed'));
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const reservation = await cancelReservation(reference, session.token);
      setSession({ ...session, reservation, canCancel: false });
      notify((toast) => toast.success('Reservation cancelled'));
    } catch (err) {
      const message = errorMessage(err, 'Failed to cancel reservation');
      notify((toast) => toast.error(message));
      setError(message);
      if (hasCode(err, 'verification_expired')) {
        setSession(null);
        setStep('phone');
      }
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const r = session?.reservation;
  return (
    <main className="container page manage-page" id="main">
      <h1>Your reservation</h1>
      <p>
        Reference <strong>{reference}</strong>
      </p>

      {step === 'phone' && (
        <form className="card" onSubmit={sendCode} noValidate>
          <h2>Confirm it is you</h2>
          <p>Enter the phone number you booked with. We will text you a 6-digit OTP.</p>
          <p className="hint">
            {cutoff > 0 ? `You can cancel online up to ${durationText(cutoff)} before your booking time; after that, please call us on ` : 'You can cancel online until your booking time, or call us on '}
            {callUs}.
          </p>
          <div className="field">
            <label htmlFor={`${id}-phone`}>Phone number</label>
            <PhoneField
              id={`${id}-phone`}
              value={phone}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(digits) => {
                setPhone(digits);
                setError(null);
              }}
            />
          </div>
          {error && (
            <p className="form-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn" disabled={busy}>
            {busy && <span className="spinner" aria-hidden="true" />}
            {busy ? 'Sending…' : 'Send OTP'}
          </button>
        </form>
      )}

      {step === 'otp' && (
        <form className="card" onSubmit={verify} noValidate>
          <h2>Enter your OTP</h2>
          <p role="status">{sentMessage}</p>
          {IS_LOCAL && testOtp && (
            <p className="demo-note" role="note">
              Demo mode: your OTP is <strong>{testOtp}</strong>
            </p>
          )}
          <OtpField
            id={`${id}-otp`}
            value={otp}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(digits) => {
              setOtp(digits);
              setError(null);
            }}
          />
          {error && (
            <p className="form-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <div className="manage-actions">
            <button type="submit" className="btn" disabled={busy || otp.length !== 6}>
              {busy ? 'Verifying…' : 'Verify OTP'}
            </button>
            <ResendButton key={sends} busy={busy} onResend={() => void sendCode()} />
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setStep('phone');
                setError(null);
              }}
            >
              Use another number
            </button>
          </div>
        </form>
      )}

      {step === 'view' && r && session && (
        <section className="card" aria-labelledby={`${id}-booking`}>
          <h2 id={`${id}-booking`}>Booking details</h2>
          <dl className="manage-details">
            <dt>Status</dt>
            <dd>
              <span className={reservationBadgeClass(r.status)}>{r.status}</span>
            </dd>
            <dt>Name</dt>
            <dd>{r.name}</dd>
            <dt>Date</dt>
            <dd>{r.date}</dd>
            <dt>Time</dt>
            <dd>{time12h(r.time)}</dd>
            <dt>Guests</dt>
            <dd>{r.partySize}</dd>
            <dt>Table</dt>
            <dd>{r.tableNumber}</dd>
            {r.notes && (
              <>
                <dt>Notes</dt>
                <dd>{r.notes}</dd>
              </>
            )}
          </dl>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          {r.status === 'cancelled' ? (
            <div className="notice notice-success" role="status">
              <p>
                This reservation is cancelled and the table released. <Link to="/booktable">Book another table</Link>
              </p>
            </div>
          ) : session.canCancel ? (
            <>
              {session.cancelUntil && cutoff > 0 && (
                <p className="hint">You can cancel online until {atText(localClock(new Date(session.cancelUntil), settings.locale.timeZone), new Date(), settings.locale.timeZone)}.</p>
              )}
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)} disabled={busy}>
                Cancel reservation
              </button>
            </>
          ) : (
            <p className="notice notice-warn" role="status">
              {session.cancelClosed ?? (
                <>
                  This reservation can no longer be cancelled online. Please call us on {callUs}.
                </>
              )}
            </p>
          )}
        </section>
      )}

      {confirming && r && (
        <Modal titleId={`${id}-confirm`} onClose={() => setConfirming(false)} busy={busy}>
          <h2 id={`${id}-confirm`}>Cancel this reservation?</h2>
          <p>
            Your table for {r.partySize} on {r.date} at {time12h(r.time)} will be released. This cannot be undone.
          </p>
          <div className="manage-actions">
            <button type="button" className="btn btn-danger" onClick={cancel} disabled={busy}>
              {busy ? 'Cancelling…' : 'Yes, cancel it'}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)} disabled={busy}>
              Keep my reservation
            </button>
          </div>
        </Modal>
      )}
    </main>
  );
}
