import { useId, useState } from 'react';
import type { ReservationView } from '@domain/booking';
import { errorMessage } from '@/lib/api-client';
import type { PlanView } from '@/api/floor-plan';
import { giveBookingTable } from '@/api/reservations-admin';
import { reservationRef } from '@/lib/format';

/** The plan's tables as the control offers them: loading, failed (with a retry), or the plan. */
export interface PlanChoice {
  plan: PlanView | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

interface Props {
  reservation: ReservationView;
  tables: PlanChoice;
  /** The booking as the server answered it, once the table is given or taken back. */
  onGiven: (updated: ReservationView, message: string) => void;
}

/** "No table" is the empty value: the booking's number stays TBD. */
const NONE = '';

/**
 * A confirmed booking's table, given ahead (the floor shows it reserved from 15 minutes before its time): a select of
 * the plan's tables by area, with their seats; a table too small for the party is marked so but may be chosen (staff
 * join tables). The server's refusal (another booking has that table within a sitting) stays by the control.
 */
export function BookingTableSelect({ reservation: r, tables, onGiven }: Props) {
  const [saving, setSaving] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errorId = useId();
  const current = r.tableId ?? NONE;
  const plan = tables.plan;
  const label = `Table for reservation ${reservationRef(r.id)}`;

  const choose = async (value: string) => {
    if (value === current) return;
    setSaving(value);
    setRefusal(null);
    try {
      const { message, data } = await giveBookingTable(r.id, value === NONE ? null : value);
      onGiven(data, message);
    } catch (e) {
      setRefusal(errorMessage(e, 'Failed to give the table'));
    } finally {
      setSaving(null);
    }
  };

  if (!plan) {
    return (
      <div className="res-table-pick">
        {tables.loading || !tables.error ? (
          <span className="res-sub" role="status">
            <span className="spinner" aria-hidden="true" /> Loading tables...
          </span>
        ) : (
          <span className="res-table-error" role="alert">
            {tables.error}{' '}
            <button type="button" className="btn btn-sm btn-ghost" onClick={tables.retry}>
              Try again
            </button>
          </span>
        )}
      </div>
    );
  }

  // A table no longer on the plan still shows as the booking's, so the select never claims "No table" for it.
  const known = plan.tables.some((t) => t.id === current);
  return (
    <div className="res-table-pick">
      <select
        className="res-table-select"
        aria-label={label}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={refusal ? errorId : undefined}
        value={saving ?? current}
        disabled={saving !== null}
        onChange={(e) => void choose(e.target.value)}
      >
        <option value={NONE}>No table</option>
        {current !== NONE && !known && <option value={current}>Table {r.tableNumber} (not on the plan)</option>}
        {plan.areas.map((area) => (
          <optgroup key={area} label={area}>
            {plan.tables
              .filter((t) => t.area === area)
              .map((t) => (
                <option key={t.id} value={t.id}>
                  Table {t.name}, {t.seats} {t.seats === 1 ? 'seat' : 'seats'}
                  {t.seats < r.partySize ? ` (too small for ${r.partySize})` : ''}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {saving !== null && (
        <span className="res-sub" role="status">
          Saving...
        </span>
      )}
      {refusal && (
        <span id={errorId} className="res-table-error" role="alert">
          {refusal}
        </span>
      )}
    </div>
  );
}
