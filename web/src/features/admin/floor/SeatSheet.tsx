import { useId, useState, type FormEvent } from 'react';
import { seatParty, type FloorTableView } from '@/api/floor';
import { errorMessage } from '@/lib/api-client';
import { digitsOnly, time12h } from '@/lib/format';
import { FormDialogActions } from '../shell/FormDialogActions';
import { Modal } from '../shell/Modal';

/** The most guests one table's party takes on the floor (a bigger party is seated across merged tables). */
export const MAX_GUESTS = 50;

/** What is wrong with the guests typed, or null. */
export function guestsProblem(raw: string): string | null {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < 1) return 'Guests must be a whole number, 1 or more';
  if (n > MAX_GUESTS) return `At most ${MAX_GUESTS} guests at one table`;
  return null;
}

/** "Seat a party" on a free table, or on a reserved one its booking: guests, a name and a phone if they give them. */
export function SeatSheet({ table, onClose, onSeated }: { table: FloorTableView; onClose: () => void; onSeated: (billId: string) => void }) {
  const id = useId();
  const booking = table.reservation;
  const [useBooking, setUseBooking] = useState(booking !== null);
  const [guests, setGuests] = useState(String(booking?.partySize ?? Math.min(table.seats, 2)));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const problem = guestsProblem(guests);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      const body =
        useBooking && booking
          ? { guests: Number(guests), reservationId: booking.id }
          : { guests: Number(guests), ...(name.trim() ? { name: name.trim() } : {}), ...(phone ? { phone } : {}) };
      const { billId } = await seatParty(table.id, body);
      onSeated(billId);
    } catch (err) {
      setError(errorMessage(err, 'Could not seat the party'));
      setBusy(false);
    }
  };

  const step = (by: number) => setGuests((g) => String(Math.min(MAX_GUESTS, Math.max(1, (Number(g) || 0) + by))));

  return (
    <Modal title={`Seat a party at table ${table.name}`} onClose={onClose} busy={busy}>
      <form className="floor-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Seat a party">
        <p className="admin-sub">
          {table.seats} seats{table.area ? ` · ${table.area}` : ''}
        </p>
        {booking && (
          <fieldset className="floor-choice">
            <legend>Who sits here</legend>
            <label className="floor-touch-row">
              <input
                type="radio"
                name={`${id}-who`}
                checked={useBooking}
                onChange={() => {
                  setUseBooking(true);
                  setGuests(String(booking.partySize));
                }}
              />
              The booking: {booking.name}, {booking.partySize} at {time12h(booking.time)}
            </label>
            <label className="floor-touch-row">
              <input type="radio" name={`${id}-who`} checked={!useBooking} onChange={() => setUseBooking(false)} />
              Another party (walk-in)
            </label>
          </fieldset>
        )}
        <div className="floor-field">
          <label htmlFor={`${id}-guests`}>Guests</label>
          <div className="floor-stepper">
            <button type="button" className="btn btn-secondary floor-touch" aria-label="One guest less" onClick={() => step(-1)}>
              −
            </button>
            <input
              id={`${id}-guests`}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              value={guests}
              aria-invalid={error !== null && guestsProblem(guests) !== null}
              onChange={(e) => setGuests(e.target.value.replace(/[^\d]/g, ''))}
            />
            <button type="button" className="btn btn-secondary floor-touch" aria-label="One guest more" onClick={() => step(1)}>
              +
            </button>
          </div>
        </div>
        {!(useBooking && booking) && (
          <>
            <div className="floor-field">
              <label htmlFor={`${id}-name`}>
                Name <span className="hint">(optional)</span>
              </label>
              <input id={`${id}-name`} autoComplete="off" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
            </div>
            <div className="floor-field">
              <label htmlFor={`${id}-phone`}>
                Phone <span className="hint">(optional)</span>
              </label>
              <input
                id={`${id}-phone`}
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                value={phone}
                onChange={(e) => setPhone(digitsOnly(e.target.value, 10))}
              />
            </div>
          </>
        )}
        <FormDialogActions error={error} busy={busy} onCancel={onClose} submitLabel="Seat" busyLabel="Seating..." />
      </form>
    </Modal>
  );
}
