import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import type { CreateReservationInput, ReservationView } from '@domain/booking';
import { preloadAppCheck } from '@/lib/api-client';
import { whenIdle } from '@/lib/idle';
import { useHydrated } from '@/lib/hydration';
import { notify } from '@/lib/notify';
import { failedOffline, isOffline, useRetryWhenOnline } from '@/lib/offline';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { createReservation, type CreatedReservation } from '@/api/reservations';
import { useLang, useT } from '@/i18n';
import { useErrorText } from '@/i18n/errors';
import { BookingPolicy } from './components/BookingPolicy';
import { ReservationForm, emptyForm, type ReservationFormValues } from './components/ReservationForm';
import './reservations.css';

/** Issue 41: with no network, Reserve says so and the booking waits on the phone until the network returns. */
export const OFFLINE_BOOKING = "You're offline: your booking is kept on this phone";

const DRAFT_KEY = 'bookingDraft';
interface BookingDraft {
  values: Partial<ReservationFormValues>;
  key: string | null;
}
const readBookingDraft = (): BookingDraft | null => {
  try {
    const v = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as BookingDraft | null;
    return v && typeof v === 'object' && v.values ? v : null;
  } catch {
    return null;
  }
};
const saveBookingDraft = (draft: BookingDraft) => {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Without storage the form is simply not kept across Back and Forward.
  }
};
const clearBookingDraft = () => {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // As above.
  }
};

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/** Shown only after a booking is confirmed: loaded then, keeping it out of the page's first load. */
/** The code dialog loads once a booking is made, and the confirmation once it is confirmed. */
const OtpDialog = lazy(() => import('./components/OtpDialog').then((m) => ({ default: m.OtpDialog })));
const BookingConfirmed = lazy(() => import('./components/BookingConfirmed').then((m) => ({ default: m.BookingConfirmed })));

export default function BookTablePage() {
  const restaurantName = useSettings().identity.name;
  const t = useT('booking');
  const errorText = useErrorText();
  // The booking's code, confirmation and reminder are texted in the language of the page it was made on.
  const lang = useLang();
  usePageMeta(t('pageTitle'), t('pageDescription', { restaurant: restaurantName }));
  const settings = useSettings();
  const [values, setValues] = useState<ReservationFormValues>(() => emptyForm(settings));
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<(CreatedReservation & { phone: string }) | null>(null);
  const [confirmed, setConfirmed] = useState<ReservationView | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const idempotencyKey = useRef<string | null>(null);

  // Back from the code dialog, then Forward, mounts the page afresh: the form and its key come back from this tab's
  // storage, so Reserve again books once and texts once.
  const hydrated = useHydrated();
  const [draftRead, setDraftRead] = useState(false);
  if (hydrated && !draftRead) {
    setDraftRead(true);
    const draft = readBookingDraft();
    if (draft) {
      setValues({ ...emptyForm(settings), ...draft.values });
      idempotencyKey.current = draft.key;
    }
  }
  useEffect(() => {
    if (draftRead) saveBookingDraft({ values, key: idempotencyKey.current });
  }, [draftRead, values]);

  const onChange = useCallback((next: ReservationFormValues) => {
    idempotencyKey.current = null;
    setValues(next);
  }, []);

  // What Reserve and the code step need is fetched once the page shows and the phone is idle, so a phone that then loses
  // the network is told so; parsed apart from the page's first tasks, so that a slow phone answers taps meanwhile.
  useEffect(
    () =>
      whenIdle(() => {
        const quiet = () => undefined;
        void import('@domain/booking').catch(quiet);
        void import('./components/OtpDialog').catch(quiet);
        void import('react-toastify').catch(quiet);
        preloadAppCheck();
      }),
    [],
  );
  // Sent again when the network returns, with the same key: it books once.
  const lastInput = useRef<CreateReservationInput | null>(null);
  const network = useRetryWhenOnline(() => {
    if (lastInput.current) void submit(lastInput.current);
  });

  const submit = async (input: CreateReservationInput) => {
    // The same key for retries of one unchanged form, so a double submit books once.
    idempotencyKey.current ??= newKey();
    saveBookingDraft({ values, key: idempotencyKey.current });
    lastInput.current = input;
    if (isOffline()) return network.wait();
    network.clear();
    setSubmitting(true);
    try {
      const created = await createReservation(input, idempotencyKey.current, lang);
      setPending({ ...created, phone: input.phone });
      const textFailed = created.textFailed;
      notify((toast) => (textFailed ? toast.error(textFailed) : toast.info(t('otpSent'))));
    } catch (e) {
      if (failedOffline(e)) return network.wait();
      const message = errorText(e, t('createFailed'));
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
    clearBookingDraft();
    setRefreshKey((k) => k + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <main className="container page book-page" id="main">
      <header className="book-header">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
      </header>
      <div className="book-layout">
        {confirmed ? (
          <Suspense
            fallback={
              <p className="loading-state" role="status">
                {t('confirmedLoading')}
              </p>
            }
          >
            <BookingConfirmed reservation={confirmed} onBookAnother={() => setConfirmed(null)} />
          </Suspense>
        ) : (
          <ReservationForm
            values={values}
            onChange={onChange}
            onSubmit={submit}
            submitting={submitting}
            refreshKey={refreshKey}
            notice={network.offline ? t('offline') : null}
          />
        )}
        <BookingPolicy />
      </div>
      {pending && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </main>
  );
}
