import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import type { ReservationView } from '@domain/booking';
import { restaurantDate } from '@domain/time';
import { getAvailability } from '@/api/reservations';
import { createStaffBooking, type StaffBooking } from '@/api/reservations-admin';
import { PhoneField } from '@/components/PhoneField';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { errorMessage } from '@/lib/api-client';
import { time12h } from '@/lib/format';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { Modal } from '../../shell/Modal';

type Source = StaffBooking['source'];

/** A booking taken by phone or at the door: no code goes to the guest; a confirmation text only if they want one. */
export function NewBookingModal({ onClose, onBooked }: { onClose: () => void; onBooked: (r: ReservationView) => void }) {
  const settings = useSettings();
  const today = restaurantDate(new Date(), settings.locale.timeZone);
  const [source, setSource] = useState<Source>('phone');
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [date, setDate] = useState(today);
  const [time, setTime] = useState('');
  const [party, setParty] = useState('2');
  const [notes, setNotes] = useState('');
  const [textGuest, setTextGuest] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID());
  const day = source === 'walk-in' ? today : date;
  const size = Math.max(1, Number(party) || 1);

  const slots = useResource(useCallback((signal: AbortSignal) => getAvailability(day, size, signal), [day, size]));
  // A walk-in sits down in the table time that has begun; a phone booking takes a time still to come.
  const times = (slots.data?.slots ?? []).filter((s) => (source === 'walk-in' ? s.past : !s.past));
  const offered = source === 'walk-in' ? times.slice(-1) : times;
  useEffect(() => {
    if (!offered.some((s) => s.time === time)) setTime(offered[0]?.time ?? '');
  }, [offered, time]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError('Please enter the guest’s name.');
    if (phone.length !== 10) return setError('Please enter a 10-digit phone number.');
    if (!time) return setError(source === 'walk-in' ? 'No table time has begun yet today.' : 'Please choose a time.');
    setBusy(true);
    setError('');
    try {
      const { message, data } = await createStaffBooking(
        { name: name.trim(), phone, date: day, time, partySize: size, notes: notes.trim(), source, textGuest },
        idempotencyKey,
      );
      toast.success(`${message}: ${data.name}, #${data.reference}`);
      onBooked(data);
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Could not save the booking. Please try again.'));
      // A refusal is final for these details: changed details are a new booking.
      setKey(crypto.randomUUID());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="New booking" onClose={onClose} busy={busy}>
      <form className="res-new" onSubmit={submit} noValidate>
        <fieldset className="res-new-source">
          <legend>Taken</legend>
          {(['phone', 'walk-in'] as const).map((s) => (
            <label key={s}>
              <input type="radio" name="source" value={s} checked={source === s} onChange={() => setSource(s)} />{' '}
              {s === 'phone' ? 'By phone' : 'Walk-in, seat now'}
            </label>
          ))}
        </fieldset>
        <TextField label="Guest name" value={name} onChange={setName} maxLength={100} autoComplete="off" data-autofocus />
        <div className="field">
          <label htmlFor="res-new-phone">Mobile number</label>
          <PhoneField id="res-new-phone" value={phone} onChange={setPhone} />
        </div>
        <div className="res-new-row">
          {source === 'phone' && <TextField label="Date" type="date" value={date} min={today} onChange={setDate} />}
          <TextField
            label="Guests"
            type="number"
            inputMode="numeric"
            min={settings.booking.minPartySize}
            max={settings.booking.maxPartySize}
            value={party}
            onChange={setParty}
          />
        </div>
        <div className="field">
          <label htmlFor="res-new-time">Time</label>
          {slots.loading && !slots.data ? (
            <p className="hint">Loading the table times...</p>
          ) : slots.error ? (
            <p className="form-error">{errorMessage(slots.error, 'Could not load the table times.')}</p>
          ) : offered.length === 0 ? (
            <p className="hint">
              {slots.data?.closed?.message ?? (source === 'walk-in' ? 'No table time has begun yet today.' : 'No table times left on this day.')}
            </p>
          ) : (
            <select id="res-new-time" value={time} onChange={(e) => setTime(e.target.value)}>
              {offered.map((s) => (
                <option key={s.time} value={s.time}>
                  {source === 'walk-in' ? time12h(s.time) : `${time12h(s.time)} · ${s.remaining} seats free`}
                </option>
              ))}
            </select>
          )}
        </div>
        <TextField label="Notes (optional)" value={notes} onChange={setNotes} maxLength={500} />
        <label className="res-new-text">
          <input type="checkbox" checked={textGuest} onChange={(e) => setTextGuest(e.target.checked)} /> Text the guest a confirmation
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="admin-modal-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Saving...">
            {source === 'walk-in' ? 'Seat walk-in' : 'Confirm booking'}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
