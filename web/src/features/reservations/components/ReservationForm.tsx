import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { NOTES_MAX } from '@domain/restaurant';
import type { CreateReservationInput, SlotAvailability } from '@domain/booking';
import { BOOKING_OCCASIONS, defaultPartySize, partySizes, type BookingOccasion } from '@domain/booking-text';
import { bookingWindow } from '@domain/settings';
import { PhoneField } from '@/components/PhoneField';
import { useHydrated } from '@/lib/hydration';
import { useSettings } from '@/lib/settings';
import { useT, type Translate } from '@/i18n';
import { useAvailability } from '../hooks/use-availability';
import { useBookingFormat, validationText, type BookingFormat } from '../booking-i18n';

export interface ReservationFormValues {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  partySize: number;
  notes: string;
  /** What the table is for, so staff can prepare; '' for none. */
  occasion?: BookingOccasion | '';
  /** A reminder text before the booking; the guest may untick it. */
  reminders: boolean;
}

export const emptyForm = (s: Parameters<typeof defaultPartySize>[0]): ReservationFormValues => ({
  name: '',
  phone: '',
  email: '',
  date: '',
  time: '',
  partySize: defaultPartySize(s),
  notes: '',
  reminders: true,
});

type Field = keyof ReservationFormValues;

interface ReservationFormProps {
  values: ReservationFormValues;
  onChange: (values: ReservationFormValues) => void;
  onSubmit: (input: CreateReservationInput) => Promise<void>;
  submitting: boolean;
  /** What the page says about the submit itself, by the button (offline: the booking waits on this phone). */
  notice?: string | null;
  /** Bumped by the page after a booking, so the slots are read again. */
  refreshKey: number;
}

function slotLabel(slot: SlotAvailability, partySize: number, t: Translate<'booking'>, f: BookingFormat): string {
  const time = f.time(slot.time);
  if (slot.past) return t('slotPassed', { time });
  if (slot.tooSoon) return t('slotTooSoon', { time });
  if (slot.remaining === 0) return t('slotFull', { time });
  if (!slot.available) return t.count('slotSeatsLeft', slot.remaining, { time, needed: partySize });
  return time;
}

const OCCASION_KEYS = {
  birthday: 'occasionBirthday',
  anniversary: 'occasionAnniversary',
  business: 'occasionBusiness',
  date: 'occasionDate',
  celebration: 'occasionCelebration',
} as const satisfies Record<BookingOccasion, string>;

/** The schema and the booking rules the API uses: loaded when the guest first touches the form, keeping zod out of the page's first load. */
const loadRules = () => import('@domain/booking');

/**
 * The Table Reservation form (spec §2, §5). Party sizes, the date window and the policy
 * follow the restaurant's settings; the times are the server's answer for the date, so a
 * closed date shows why and the next time a guest can book.
 */
export function ReservationForm({ values, onChange, onSubmit, submitting, refreshKey, notice = null }: ReservationFormProps) {
  const id = useId();
  const settings = useSettings();
  const t = useT('booking');
  const f = useBookingFormat();
  // The window is today's: the prerendered form has none (it was built on another day).
  const hydrated = useHydrated();
  const range = hydrated ? bookingWindow(settings, new Date()) : null;
  const { minPartySize, maxPartySize } = settings.booking;
  const sizes = useMemo(() => partySizes({ booking: { minPartySize, maxPartySize } }), [minPartySize, maxPartySize]);
  const availability = useAvailability(values.date, values.partySize);
  const { reload, view } = availability;
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [dropped, setDropped] = useState<string | null>(null);

  useEffect(() => {
    if (refreshKey > 0) reload();
  }, [refreshKey, reload]);

  // Saved settings may narrow the party sizes after the page loaded: the choice moves inside them.
  useEffect(() => {
    if (!sizes.includes(values.partySize)) onChange({ ...values, partySize: defaultPartySize({ booking: { minPartySize, maxPartySize } }) });
  }, [sizes, values, onChange, minPartySize, maxPartySize]);

  const slotByTime = useMemo(() => new Map((view?.slots ?? []).map((s) => [s.time, s])), [view]);

  // A chosen time that stops fitting (new date, more guests, someone else booked) is cleared, and the guest told why.
  useEffect(() => {
    if (!values.time || !view || view.date !== values.date) return;
    const slot = slotByTime.get(values.time);
    if (!slot || !slot.available) {
      setDropped(t.count('timeDropped', values.partySize, { time: f.time(values.time) }));
      onChange({ ...values, time: '' });
    }
  }, [slotByTime, view, values, onChange, t, f]);

  const set = <K extends Field>(field: K, value: ReservationFormValues[K]) => {
    setError(null);
    setDropped(null);
    if (invalid.has(field)) setInvalid(new Set([...invalid].filter((f) => f !== field)));
    onChange({ ...values, [field]: value });
  };

  const goTo = (next: { date: string; time: string }) => {
    setError(null);
    setDropped(null);
    setInvalid(new Set());
    onChange({ ...values, date: next.date, time: next.time });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules = await loadRules();
    const missing = (['name', 'phone', 'date', 'time'] as const).filter((f) => !values[f].trim());
    if (missing.length) {
      setInvalid(new Set(missing));
      setError(validationText(t, rules.REQUIRED_FIELDS));
      return;
    }
    const parsed = rules.CreateReservationInput.safeParse({ ...values, email: values.email || null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid(new Set([issue?.path[0] as Field]));
      setError(validationText(t, issue?.message ?? rules.REQUIRED_FIELDS));
      return;
    }
    const refusal = rules.bookingRefusal(
      settings,
      { date: parsed.data.date, time: parsed.data.time, partySize: parsed.data.partySize ?? values.partySize },
      new Date(),
    );
    if (refusal) {
      setInvalid(new Set<Field>([refusal.field]));
      setError(validationText(t, refusal.message));
      return;
    }
    setInvalid(new Set());
    await onSubmit(parsed.data);
  };

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    'aria-invalid': invalid.has(field) ? true : undefined,
    'aria-describedby': invalid.has(field) && error ? `${id}-error` : undefined,
  });

  const shown = view && view.date === values.date ? view : null;
  const noTimeLeft = shown && !shown.closed && shown.next && shown.slots.every((s) => s.past || s.tooSoon);
  const hint = availability.loading
    ? t('checkingTimes')
    : availability.error
      ? null
      : !values.date
        ? t('chooseDateToSee')
        : shown?.closed || noTimeLeft
          ? null
          : (dropped ?? (shown ? t('unavailableShown') : ''));

  return (
    <form className="card reservation-form" onSubmit={submit} onFocus={() => void loadRules().catch(() => undefined)} noValidate aria-busy={submitting}>
      <h2>{t('formTitle')}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('name')}</label>
          <input {...fieldProps('name')} autoComplete="name" maxLength={100} value={values.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>{t('phone')}</label>
          <PhoneField {...fieldProps('phone')} placeholder={t('phonePlaceholder')} value={values.phone} onChange={(digits) => set('phone', digits)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('email')}</label>
          <input
            {...fieldProps('email')}
            type="email"
            autoComplete="email"
            maxLength={200}
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-partySize`}>{t('guestsLabel')}</label>
          <select {...fieldProps('partySize')} value={values.partySize} onChange={(e) => set('partySize', Number(e.target.value))}>
            {sizes.map((n) => (
              <option key={n} value={n}>
                {t.count('guests', n)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('date')}</label>
          <input {...fieldProps('date')} type="date" min={range?.min} max={range?.max} value={values.date} onChange={(e) => set('date', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>{t('time')}</label>
          <select
            {...fieldProps('time')}
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
            aria-describedby={`${id}-time-hint`}
            // Closed while the times load, so a full one cannot be picked in the meantime.
            disabled={availability.loading}
          >
            <option value="">{!values.date ? t('chooseDateFirst') : shown && shown.slots.length === 0 ? t('noTimesOnDate') : t('selectTime')}</option>
            {(shown?.slots ?? []).map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {slotLabel(slot, values.partySize, t, f)}
              </option>
            ))}
          </select>
          <span id={`${id}-time-hint`} className="hint" aria-live="polite">
            {hint}
            {availability.error && (
              <span className="time-problem">
                {availability.error}
                {availability.refused ? '' : '.'}{' '}
                {!availability.refused && (
                  <button type="button" className="link-button" onClick={reload}>
                    {t('tryAgain')}
                  </button>
                )}
              </span>
            )}
          </span>
        </div>
        {shown && (shown.closed || noTimeLeft) && (
          <div className="field-wide notice notice-warn date-closed" role="status">
            <p>{shown.closed ? shown.closed.message : t('noTimeLeft', { day: f.day(shown.date) })}</p>
            {shown.next && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => goTo(shown.next!)}>
                {t('bookNext', { day: f.day(shown.next.date), time: f.time(shown.next.time) })}
              </button>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor={`${id}-occasion`}>{t('occasion')}</label>
          <select
            id={`${id}-occasion`}
            value={values.occasion ?? ''}
            onChange={(e) => onChange({ ...values, occasion: e.target.value as BookingOccasion | '' })}
          >
            <option value="">{t('occasionNone')}</option>
            {BOOKING_OCCASIONS.map((o) => (
              <option key={o} value={o}>
                {t(OCCASION_KEYS[o])}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${id}-notes`}>{t('notes')}</label>
          <textarea {...fieldProps('notes')} maxLength={NOTES_MAX} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          <span className="hint">
            {values.notes.length}/{NOTES_MAX}
          </span>
        </div>
        {settings.booking.reminderMinutes > 0 && (
          <label className="field-wide checkbox-row">
            <input type="checkbox" checked={values.reminders} onChange={(e) => onChange({ ...values, reminders: e.target.checked })} />{' '}
            {t('reminder', { lead: f.lead(settings.booking.reminderMinutes) })}
          </label>
        )}
      </div>
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="form-error form-offline" role="alert">
          {notice}
        </p>
      )}
      <button type="submit" className="btn reservation-submit" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? t('reserving') : t('reserve')}
      </button>
    </form>
  );
}
