import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CreateReservationInput, ReservationView } from '@domain/booking';
import { errorMessage } from '@/lib/api-client';
import { time12h } from '@/lib/format';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { createReservation, type CreatedReservation } from './api/create-reservation';
import { BookingPolicy } from './components/BookingPolicy';
import { OtpDialog } from './components/OtpDialog';
import { ReservationForm, emptyForm, type ReservationFormValues } from './components/ReservationForm';
import './reservations.css';

/** Spec §4: after a confirmed booking the page goes to / after 2 s. */
export const REDIRECT_MS = 2000;

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function ConfirmedToast({ reservation }: { reservation: ReservationView }) {
  return (
    <div>
      <strong>Table reserved!</strong> {reservation.partySize} guests on {reservation.date} at {time12h(reservation.time)}. Reference{' '}
      <strong>{reservation.reference}</strong>. <Link to={`/reservation/${reservation.reference}`}>View or cancel</Link>
    </div>
  );
}

export default function BookTablePage() {
  usePageMeta('Book A Table', 'Book a table at Thali House: pick a date, a time and your party size, and confirm with a code sent to your phone.');
  const navigate = useNavigate();
  const settings = useSettings();
  const [values, setValues] = useState<ReservationFormValues>(() => emptyForm(settings));
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<(CreatedReservation & { phone: string }) | null>(null);
  const [confirmed, setConfirmed] = useState<ReservationView | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const onChange = useCallback((next: ReservationFormValues) => {
    idempotencyKey.current = null;
    setValues(next);
  }, []);

  useEffect(() => {
    if (!confirmed) return;
    noticeRef.current?.focus();
    const timer = setTimeout(() => navigate('/'), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [confirmed, navigate]);

  const submit = async (input: CreateReservationInput) => {
    // The same key for retries of one unchanged form, so a double submit books once.
    idempotencyKey.current ??= newKey();
    setSubmitting(true);
    try {
      const created = await createReservation(input, idempotencyKey.current);
      setPending({ ...created, phone: input.phone });
      notify((toast) => toast.info('We sent an OTP to your phone.'));
    } catch (e) {
      const message = errorMessage(e, 'Failed to create reservation');
      notify((toast) => toast.error(message));
      setRefreshKey((k) => k + 1);
    } finally {
      setSubmitting(false);
    }
  };

  const verified = (reservation: ReservationView) => {
    setPending(null);
    setConfirmed(reservation);
    setValues(emptyForm(settings));
    idempotencyKey.current = null;
    setRefreshKey((k) => k + 1);
    notify((toast) => toast.success(<ConfirmedToast reservation={reservation} />, { autoClose: 15_000 }));
  };

  return (
    <main className="container page book-page" id="main">
      <header className="book-header">
        <h1>Book A Table</h1>
        <p>Reserve a table for a Gujarati, Rajasthani or Punjabi thali. We confirm your booking with a code sent to your phone.</p>
      </header>
      {confirmed && (
        <div className="notice notice-success" role="status" tabIndex={-1} ref={noticeRef}>
          <p>
            <strong>Your table is confirmed.</strong> Reference <strong>{confirmed.reference}</strong> for {confirmed.partySize} guests on {confirmed.date} at{' '}
            {time12h(confirmed.time)}. Keep the reference to <Link to={`/reservation/${confirmed.reference}`}>view or cancel your booking</Link>. Taking you to
            the home page…
          </p>
        </div>
      )}
      <div className="book-layout">
        <ReservationForm values={values} onChange={onChange} onSubmit={submit} submitting={submitting} refreshKey={refreshKey} />
        <BookingPolicy />
      </div>
      {pending && (
        <OtpDialog
          key={pending.reservationId}
          reservationId={pending.reservationId}
          phone={pending.phone}
          expiresInSeconds={pending.otpExpiresInSeconds}
          testOtp={pending.testOtp}
          onVerified={verified}
          onClose={() => {
            setPending(null);
            idempotencyKey.current = null;
            setRefreshKey((k) => k + 1);
          }}
        />
      )}
    </main>
  );
}
