import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { BOOKING, NOTES_MAX } from '@domain/restaurant';
import type { CreateReservationInput, SlotAvailability } from '@domain/booking';
import { time12h } from '@/lib/format';
import { useAvailability } from '../hooks/use-availability';
import { phoneDigits } from '../phone-digits';

export interface ReservationFormValues {
  name: string;
  phone: string;
  email: string;
  date: string;
  time: string;
  partySize: number;
  notes: string;
}

export const emptyForm = (): ReservationFormValues => ({ name: '', phone: '', email: '', date: '', time: '', partySize: BOOKING.defaultPartySize, notes: '' });

type Field = keyof ReservationFormValues;

interface ReservationFormProps {
  values: ReservationFormValues;
  onChange: (values: ReservationFormValues) => void;
  onSubmit: (input: CreateReservationInput) => Promise<void>;
  submitting: boolean;
  /** Bumped by the page after a booking, so the slots are read again. */
  refreshKey: number;
}

function slotLabel(slot: SlotAvailability | undefined, time: string, partySize: number): string {
  const label = time12h(time);
  if (!slot) return label;
  if (slot.past) return `${label} (passed)`;
  if (slot.remaining === 0) return `${label} (unavailable: fully booked)`;
  if (!slot.available) return `${label} (unavailable: ${slot.remaining} ${slot.remaining === 1 ? 'seat' : 'seats'} left, ${partySize} needed)`;
  return label;
}

/** The booking rules and the schema the API uses: loaded after the page paints, keeping zod out of its first load. */
const loadRules = () => import('@domain/booking');

/** The Table Reservation form (spec §2, §5): checked in the browser with the schema the API uses. */
export function ReservationForm({ values, onChange, onSubmit, submitting, refreshKey }: ReservationFormProps) {
  const id = useId();
  // Today's window: the prerendered form has none (it was built on another day). It comes with the rules,
  // which load when the guest first touches the form.
  const [range, setRange] = useState<{ min: string; max: string } | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const loadWindow = () => {
    if (range) return;
    void loadRules()
      .then((rules) => live.current && setRange(rules.bookingWindow(new Date())))
      .catch(() => undefined);
  };
  const availability = useAvailability(values.date, values.partySize);
  const { reload } = availability;
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [dropped, setDropped] = useState<string | null>(null);

  useEffect(() => {
    if (refreshKey > 0) reload();
  }, [refreshKey, reload]);

  const slotByTime = useMemo(() => new Map((availability.slots ?? []).map((s) => [s.time, s])), [availability.slots]);

  // A chosen time that stops fitting (new date, more guests, someone else booked) is cleared, and the guest told why.
  useEffect(() => {
    const slot = values.time ? slotByTime.get(values.time) : undefined;
    if (slot && !slot.available) {
      setDropped(`${time12h(values.time)} is not available for ${values.partySize} ${values.partySize === 1 ? 'guest' : 'guests'}. Please choose another time.`);
      onChange({ ...values, time: '' });
    }
  }, [slotByTime, values, onChange]);

  const set = <K extends Field>(field: K, value: ReservationFormValues[K]) => {
    setError(null);
    setDropped(null);
    if (invalid.has(field)) setInvalid(new Set([...invalid].filter((f) => f !== field)));
    onChange({ ...values, [field]: value });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules = await loadRules();
    const missing = (['name', 'phone', 'date', 'time'] as const).filter((f) => !values[f].trim());
    if (missing.length) {
      setInvalid(new Set(missing));
      setError(rules.REQUIRED_FIELDS);
      return;
    }
    const parsed = rules.CreateReservationInput.safeParse({ ...values, email: values.email || null });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid(new Set([issue?.path[0] as Field]));
      setError(issue?.message ?? rules.REQUIRED_FIELDS);
      return;
    }
    const when = rules.bookingDateError(parsed.data.date, parsed.data.time, new Date());
    if (when) {
      setInvalid(new Set<Field>(when.includes('time') ? ['time'] : ['date']));
      setError(when);
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

  return (
    <form className="card reservation-form" onSubmit={submit} onFocus={loadWindow} onPointerDown={loadWindow} noValidate aria-busy={submitting}>
      <h2>Table Reservation</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor={`${id}-name`}>Full name *</label>
          <input {...fieldProps('name')} autoComplete="name" maxLength={100} value={values.name} onChange={(e) => set('name', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Phone number *</label>
          <input
            {...fieldProps('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="10 digits"
            value={values.phone}
            onChange={(e) => set('phone', phoneDigits(e.target.value))}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email (optional)</label>
          <input {...fieldProps('email')} type="email" autoComplete="email" maxLength={200} value={values.email} onChange={(e) => set('email', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-partySize`}>Guests *</label>
          <select {...fieldProps('partySize')} value={values.partySize} onChange={(e) => set('partySize', Number(e.target.value))}>
            {Array.from({ length: BOOKING.maxPartySize - BOOKING.minPartySize + 1 }, (_, i) => i + BOOKING.minPartySize).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>Date *</label>
          <input {...fieldProps('date')} type="date" min={range?.min} max={range?.max} value={values.date} onChange={(e) => set('date', e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-time`}>Time *</label>
          <select
            {...fieldProps('time')}
            value={values.time}
            onChange={(e) => set('time', e.target.value)}
            aria-describedby={`${id}-time-hint`}
            // Closed while the slots load, so a full slot cannot be picked in the meantime.
            disabled={availability.loading}
          >
            <option value="">{values.date ? 'Select a time' : 'Choose a date first'}</option>
            {BOOKING.slots.map((time) => {
              const slot = slotByTime.get(time);
              return (
                <option key={time} value={time} disabled={slot ? !slot.available : false}>
                  {slotLabel(slot, time, values.partySize)}
                </option>
              );
            })}
          </select>
          <span id={`${id}-time-hint`} className="hint" aria-live="polite">
            {availability.loading
              ? 'Checking which times are free…'
              : availability.error
                ? `${availability.error}. All times are shown; we check again when you book.`
                : dropped ?? (availability.slots ? 'Times that are full or past are shown as unavailable.' : '')}
          </span>
        </div>
        <div className="field field-wide">
          <label htmlFor={`${id}-notes`}>Special requests (optional)</label>
          <textarea {...fieldProps('notes')} maxLength={NOTES_MAX} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
          <span className="hint">
            {values.notes.length}/{NOTES_MAX}
          </span>
        </div>
      </div>
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn reservation-submit" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? 'Reserving…' : 'Reserve Table'}
      </button>
    </form>
  );
}
