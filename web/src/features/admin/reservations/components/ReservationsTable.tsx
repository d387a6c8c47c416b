import { STATUS_TRANSITIONS, type ReservationStatus, type ReservationView } from '@domain/booking';
import { displayPhone, reservationRef, time12h } from '@/lib/format';
import { useState } from 'react';
import { GuestMessages } from '../../messages/GuestMessages';
import { Modal } from '../../shell/Modal';
import { StatusBadge } from './StatusBadge';
import { GuestBadges } from '@/components/GuestBadges';
import { OCCASION_LABELS, type GuestBadge } from '@domain/guests';
import { BookingTableSelect, type PlanChoice } from './BookingTableSelect';

const ACTION_LABEL: Record<ReservationStatus, string> = {
  confirmed: 'Confirm',
  cancelled: 'Cancel',
  completed: 'Complete',
  'no-show': 'No-show',
  pending: 'Pending',
  requested: 'Requested',
};
/** Moves forward first, the destructive cancel last. */
const ACTION_ORDER: readonly ReservationStatus[] = ['confirmed', 'completed', 'no-show', 'cancelled'];
const ACTION_CLASS: Partial<Record<ReservationStatus, string>> = { cancelled: 'btn-danger', 'no-show': 'btn-ghost', completed: 'btn-secondary' };

const clockOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' });
const createdOn = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium' });

/** Complete and No-show only once the booking's time has come (the server says when). */
const OUTCOMES: readonly ReservationStatus[] = ['completed', 'no-show'];

interface TableProps {
  reservations: ReservationView[];
  busyId: string | null;
  onAction: (reservation: ReservationView, status: ReservationStatus) => void;
  /** The restaurant's date today: a confirmed party of today can be seated. */
  today: string;
  onSeat: (reservation: ReservationView) => void;
  /** The guests' tags and badges, by phone. */
  badges?: Record<string, GuestBadge>;
  /** The plan's tables, for giving a confirmed booking its table ahead; without it the table is only shown. */
  tables?: PlanChoice;
  onTableGiven?: (updated: ReservationView, message: string) => void;
}

/** The booking's table: "Table 7" once given (by the plan or by hand), else TBD. */
const tableText = (r: ReservationView) => (r.tableNumber && r.tableNumber.toUpperCase() !== 'TBD' ? `Table ${r.tableNumber}` : 'Table TBD');

/** The reservations table (spec §2 columns). Below 760 px each row reads as a card. */
export function ReservationsTable({ reservations, busyId, onAction, today, onSeat, badges, tables, onTableGiven }: TableProps) {
  // The texts one booking sent its guest (confirmation, reminder, cancellation), in a dialog.
  const [textsOf, setTextsOf] = useState<ReservationView | null>(null);
  return (
    <div className="table-wrap res-table-wrap">
      {textsOf && (
        <Modal title={`Texts for #${reservationRef(textsOf.id)}`} onClose={() => setTextsOf(null)} size="md">
          <GuestMessages subjectId={textsOf.id} />
        </Modal>
      )}
      <table className="res-table">
        <thead>
          <tr>
            <th scope="col">Reservation Details</th>
            <th scope="col">Customer Info</th>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Party Size</th>
            <th scope="col">Table</th>
            <th scope="col">Status</th>
            <th scope="col">OTP</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {reservations.map((r) => {
            const actions = ACTION_ORDER.filter((to) => STATUS_TRANSITIONS[r.status].includes(to) && (r.started || !OUTCOMES.includes(to)));
            const seatable = r.status === 'confirmed' && !r.seatedAt && r.date === today;
            // A table is given ahead to a confirmed booking not seated yet, of today or later (the server says when it is too late).
            const tableable = r.status === 'confirmed' && !r.seatedAt && r.date >= today;
            const ref = reservationRef(r.id);
            return (
              <tr key={r.id} data-reservation={r.id}>
                <td data-label="Reservation">
                  <strong className="res-ref">#{ref}</strong>
                  <span className="res-sub">Created {createdOn(r.createdAt)}</span>
                  {r.source && r.source !== 'online' && (
                    <span className="res-sub">
                      {r.source === 'walk-in' ? 'Walk-in' : 'By phone'}
                      {r.takenBy ? `, taken by ${r.takenBy}` : ''}
                    </span>
                  )}
                </td>
                <td data-label="Customer">
                  <span className="res-name">{r.name}</span>
                  <span className="res-sub">{displayPhone(r.phone)}</span>
                  <GuestBadges badge={badges?.[r.phone]} />
                  {r.occasion && <span className="badge badge-blue res-occasion">{OCCASION_LABELS[r.occasion]}</span>}
                  {r.email && <span className="res-sub res-email">{r.email}</span>}
                  {r.notes && (
                    <span className="res-sub res-notes" title={r.notes}>
                      “{r.notes}”
                    </span>
                  )}
                </td>
                <td data-label="Date & Time">
                  <span className="admin-token">{r.date}</span>
                  <span className="res-sub">{time12h(r.time)}</span>
                </td>
                <td data-label="Party Size">
                  {r.partySize} {r.partySize === 1 ? 'guest' : 'guests'}
                </td>
                <td data-label="Table">
                  {tableable && tables && onTableGiven ? (
                    <BookingTableSelect reservation={r} tables={tables} onGiven={onTableGiven} />
                  ) : (
                    <span className={r.tableNumber && r.tableNumber.toUpperCase() !== 'TBD' ? 'res-table-no' : 'res-sub'}>{tableText(r)}</span>
                  )}
                </td>
                <td data-label="Status">
                  <StatusBadge status={r.status} />
                  {r.seatedAt && <span className="badge badge-blue res-seated">Seated {clockOf(r.seatedAt)}</span>}
                </td>
                <td data-label="OTP">
                  <span className={`admin-token ${r.otpStatus === 'Verified' ? 'otp-ok' : 'otp-wait'}`}>{r.otpStatus}</span>
                </td>
                <td data-label="Actions">
                  {actions.length === 0 ? (
                    <div className="res-actions">
                      <button type="button" className="btn btn-sm btn-ghost" aria-label={`Texts for reservation ${ref}`} onClick={() => setTextsOf(r)}>
                        Texts
                      </button>
                    </div>
                  ) : (
                    <div className="res-actions">
                      <button type="button" className="btn btn-sm btn-ghost" aria-label={`Texts for reservation ${ref}`} onClick={() => setTextsOf(r)}>
                        Texts
                      </button>
                      {seatable && (
                        <button
                          type="button"
                          className="btn btn-sm"
                          disabled={busyId === r.id}
                          aria-label={`Seat reservation ${ref}`}
                          onClick={() => onSeat(r)}
                        >
                          Seated
                        </button>
                      )}
                      {actions.map((to) => (
                        <button
                          key={to}
                          type="button"
                          className={`btn btn-sm ${ACTION_CLASS[to] ?? ''}`}
                          disabled={busyId === r.id}
                          aria-label={`${ACTION_LABEL[to]} reservation ${ref}`}
                          onClick={() => onAction(r, to)}
                        >
                          {ACTION_LABEL[to]}
                        </button>
                      ))}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
