import { useCallback, useEffect, useMemo, useState } from 'react';
import { isStaff } from '@domain/staff-roles';
import { toast } from 'react-toastify';
import type { ReservationStatus, ReservationView } from '@domain/booking';
import { ApiError, errorMessage } from '@/lib/api-client';
import { reservationRef, time12h } from '@/lib/format';
import { useSession } from '@/lib/session';
import { getPlan } from '@/api/floor-plan';
import { getReservation, seatParty, sendReservationDueTexts, undoReservationMove, updateReservationStatus } from '@/api/reservations-admin';
import { restaurantDate } from '@domain/time';
import { useSettings } from '@/lib/settings';
import { showUndoToast } from '../shell/undo-toast';
import { guestBadges } from '@/api/guests';
import { useResource } from '@/lib/use-resource';
import { ReservationFilterBar, type FilterValues } from '../reservations/components/ReservationFilterBar';
import { ReservationsTable } from '../reservations/components/ReservationsTable';
import { NewBookingModal } from '../reservations/components/NewBookingModal';
import { SummaryCards } from '../reservations/components/SummaryCards';
import { useReservationList } from '../reservations/hooks/use-reservation-list';
import { AccessMessage } from '../shell/AccessMessage';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { LoadFailed } from '../shell/LoadFailed';
import { Pagination } from '../shell/Pagination';
import '../reservations/admin-reservations.css';

const PAGE_SIZE = 20;
/** Final, unwelcome changes are confirmed first. */
const ASK_FIRST: readonly ReservationStatus[] = ['cancelled', 'no-show'];

function ReservationsManagement() {
  const [filters, setFilters] = useState<FilterValues>({ search: '', status: '', date: '' });
  const [page, setPage] = useState(1);
  const { list, message, loading, error, reload } = useReservationList({ ...filters, page, limit: PAGE_SIZE }, true);
  const [asking, setAsking] = useState<{ reservation: ReservationView; status: ReservationStatus } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const today = restaurantDate(new Date(), useSettings().locale.timeZone);
  // The guests' tags and badges beside their names: a decoration, so a failed load shows the rows without them.
  const phones = (list?.reservations ?? []).map((r) => r.phone).join(',');
  const badges = useResource(useCallback((signal: AbortSignal) => guestBadges(phones ? phones.split(',') : [], signal), [phones]));
  // The plan's tables, for giving a confirmed booking its table ahead: read once a page shows one.
  const wantsTables = (list?.reservations ?? []).some((r) => r.status === 'confirmed' && !r.seatedAt && r.date >= today);
  const plan = useResource(useMemo(() => (wantsTables ? (signal: AbortSignal) => getPlan(signal) : null), [wantsTables]));

  const changeFilters = useCallback((next: FilterValues) => {
    setFilters(next);
    setPage(1);
  }, []);

  // Rows read again one by one (after a change or a conflict), shown until the next load of the page.
  const [fresh, setFresh] = useState<Record<string, ReservationView>>({});
  useEffect(() => setFresh({}), [list]);
  const showFresh = useCallback((r: ReservationView) => setFresh((f) => ({ ...f, [r.id]: r })), []);
  /** A 409 (another admin changed it) reads that one reservation again so its row and buttons are current. */
  const failed = (e: unknown, reservation: ReservationView, fallback: string) => {
    toast.error(errorMessage(e, fallback));
    if (e instanceof ApiError && e.status === 409) void getReservation(reservation.id).then(showFresh, reload);
    else reload();
  };

  const apply = async (reservation: ReservationView, status: ReservationStatus) => {
    setBusyId(reservation.id);
    try {
      const updated = await updateReservationStatus(reservation.id, status);
      showFresh(updated);
      setAsking(null);
      const lastMove = updated.lastMove;
      if (lastMove) {
        showUndoToast({
          message: `Reservation ${status}`,
          move: lastMove,
          onUndo: async () => {
            try {
              const back = await undoReservationMove(updated.id, lastMove.id);
              showFresh(back);
              toast.success(`Reservation #${reservationRef(back.id)} is ${back.status} again`);
              reload();
            } catch (e) {
              failed(e, updated, 'Failed to undo the change');
            }
          },
          onSettled: lastMove.textHeld ? () => void sendReservationDueTexts(updated.id).catch(() => undefined) : undefined,
        });
      } else toast.success(`Reservation ${status}`);
      // The summary cards count by status: they are read again too.
      reload();
    } catch (e) {
      failed(e, reservation, 'Failed to update reservation status');
      setAsking(null);
    } finally {
      setBusyId(null);
    }
  };

  const seat = async (reservation: ReservationView) => {
    setBusyId(reservation.id);
    try {
      showFresh(await seatParty(reservation.id));
      toast.success(`${reservation.name}'s party is seated`);
    } catch (e) {
      failed(e, reservation, 'Failed to mark the party seated');
    } finally {
      setBusyId(null);
    }
  };

  const onAction = (reservation: ReservationView, status: ReservationStatus) => {
    if (ASK_FIRST.includes(status)) setAsking({ reservation, status });
    else void apply(reservation, status);
  };

  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;
  const first = list && list.total ? (list.page - 1) * list.limit + 1 : 0;
  const last = list ? Math.min(list.total, list.page * list.limit) : 0;

  return (
    <section className="res-admin" aria-labelledby="res-admin-title">
      <header className="res-admin-header">
        <h1 id="res-admin-title">Reservations Management</h1>
        <p className="res-sub">By the booking’s time, today first. Bookings made online, by phone and at the door. Changes are saved at once.</p>
        <button type="button" className="btn res-new-btn" onClick={() => setAdding(true)}>
          New booking
        </button>
      </header>
      {adding && <NewBookingModal onClose={() => setAdding(false)} onBooked={reload} />}
      <SummaryCards summary={list?.summary ?? null} />
      <ReservationFilterBar values={filters} onChange={changeFilters} onRefresh={reload} loading={loading} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? 'Loading reservations...' : message}
      </p>
      {error && !loading ? (
        <LoadFailed className="admin-panel" title="Failed to load reservations" message={error} onRetry={reload} />
      ) : !list && loading ? (
        <p className="loading-state">
          <span className="spinner" aria-hidden="true" /> Loading reservations...
        </p>
      ) : list && list.reservations.length === 0 ? (
        <p className="empty-state card">No reservations found matching your criteria.</p>
      ) : list ? (
        <div aria-busy={loading}>
          <ReservationsTable
            reservations={list.reservations.map((r) => fresh[r.id] ?? r)}
            busyId={busyId}
            onAction={onAction}
            today={today}
            onSeat={(r) => void seat(r)}
            badges={badges.data ?? undefined}
            tables={{
              plan: plan.data,
              loading: plan.loading,
              error: plan.error ? errorMessage(plan.error, 'Failed to load the tables') : null,
              retry: plan.reload,
            }}
            onTableGiven={(updated, said) => {
              showFresh(updated);
              toast.success(said);
            }}
          />
          {list.searchTruncated && (
            <p className="hint">The search covered the 500 newest reservations for these filters. Pick a date to search further back.</p>
          )}
          <Pagination page={list.page} pages={pages} onPage={setPage} busy={loading} summary={`${first}–${last} of ${list.total}`} />
        </div>
      ) : null}
      {asking && (
        <ConfirmDialog
          title={asking.status === 'cancelled' ? 'Cancel this reservation?' : 'Mark as no-show?'}
          message={`${asking.reservation.name}, ${asking.reservation.partySize} guests on ${asking.reservation.date} at ${time12h(asking.reservation.time)} (#${reservationRef(asking.reservation.id)}). ${
            asking.status === 'cancelled' ? 'The table is released. You have 10 seconds to undo it.' : 'You have 10 seconds to undo it.'
          }`}
          confirmLabel={asking.status === 'cancelled' ? 'Yes, cancel it' : 'Yes, no-show'}
          onConfirm={() => apply(asking.reservation, asking.status)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}

/** The Reservations screen loads data only for an admin (spec §6). */
export default function ReservationsSection() {
  const { user, isLoading } = useSession();
  if (isLoading) return <p className="loading-state">Loading reservations...</p>;
  if (!user || !isStaff(user.role)) return <AccessMessage user={user} subject="reservations" />;
  return <ReservationsManagement />;
}
