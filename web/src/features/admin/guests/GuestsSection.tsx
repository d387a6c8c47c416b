import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { GUEST_NOTES_MAX, GUEST_TAGS, GUEST_TAG_LABELS, NO_SHOW_WINDOW_DAYS, type GuestTag } from '@domain/guests';
import { can } from '@domain/staff-roles';
import { clearNoShow, deleteGuest, getGuest, listGuests, saveGuest, type GuestDetail } from '@/api/guests';
import { GuestBadges } from '@/components/GuestBadges';
import { Price } from '@/components/Price';
import { errorMessage } from '@/lib/api-client';
import { displayPhone } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useResource } from '@/lib/use-resource';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { useStaffRole } from '../shell/acting';
import './guests.css';

const Loading = ({ what }: { what: string }) => (
  <p className="loading-state" role="status">
    <span className="spinner" aria-hidden="true" /> Loading {what}...
  </p>
);

function GuestList() {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const list = useResource(useCallback((signal: AbortSignal) => listGuests(search, signal), [search]));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(text);
  };
  const guests = list.data?.guests;
  return (
    <>
      <form className="guests-search card" role="search" onSubmit={submit}>
        <label htmlFor="guest-search">Name or phone</label>
        <div className="guests-search-row">
          <input
            id="guest-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            placeholder="Meera, or +91 98765 43210"
          />
          <button type="submit" className="btn btn-secondary" disabled={list.loading}>
            Search
          </button>
        </div>
      </form>
      {list.error !== null ? (
        <LoadFailed className="admin-panel" title="Could not load the guests" message={errorMessage(list.error, 'Please try again.')} onRetry={list.reload} />
      ) : !guests ? (
        <Loading what="guests" />
      ) : guests.length === 0 ? (
        <p className="empty-state card">{search ? `No guest matches “${search}”.` : 'No guests yet: a record starts with a guest’s first order or booking.'}</p>
      ) : (
        <ul className="guests-list" aria-label="Guests" aria-busy={list.loading}>
          {guests.map((g) => (
            <li key={g.phone} className="card guests-row">
              <Link to={`/admin/guests?phone=${g.phone}`} className="guests-name">
                {g.name || 'Guest'}
              </Link>
              <span className="admin-sub">{displayPhone(g.phone)}</span>
              <GuestBadges badge={g} />
              <span className="admin-sub">
                {g.visits} visits · {g.orders} orders · {g.bookings} bookings · {g.noShows} no-shows
                {g.lastVisit ? ` · last ${g.lastVisit}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NotesAndTags({ guest, onSaved }: { guest: GuestDetail; onSaved: (g: GuestDetail) => void }) {
  const [tags, setTags] = useState<GuestTag[]>(guest.tags);
  const [notes, setNotes] = useState(guest.notes);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTags(guest.tags);
    setNotes(guest.notes);
  }, [guest]);
  const tooLong = notes.length > GUEST_NOTES_MAX;
  const changed = notes !== guest.notes || tags.join() !== guest.tags.join();
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    setBusy(true);
    setError(null);
    try {
      const saved = await saveGuest(guest.phone, { tags, notes });
      onSaved({ ...guest, ...saved });
      toast.success('Guest saved', { toastId: 'guest-saved' });
    } catch (err) {
      setError(errorMessage(err, 'Could not save. Nothing was changed: please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card guests-edit" onSubmit={save} noValidate>
      <fieldset>
        <legend>Tags</legend>
        <div className="guests-tags">
          {GUEST_TAGS.map((t) => (
            <label key={t} className="guests-tag">
              <input type="checkbox" checked={tags.includes(t)} onChange={(e) => setTags(e.target.checked ? [...tags, t] : tags.filter((x) => x !== t))} />{' '}
              {GUEST_TAG_LABELS[t]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="guest-notes">Notes for staff</label>
      <textarea id="guest-notes" rows={4} value={notes} onChange={(e) => setNotes(e.target.value)} aria-invalid={tooLong} aria-describedby="guest-notes-hint" />
      <p id="guest-notes-hint" className={tooLong ? 'field-error' : 'admin-sub'}>
        {tooLong
          ? `Notes must be at most ${GUEST_NOTES_MAX} characters`
          : `${notes.length}/${GUEST_NOTES_MAX}. Staff only: never shown to the guest or sent in a text.`}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || !changed || tooLong} aria-busy={busy}>
        {busy ? 'Saving...' : 'Save notes and tags'}
      </button>
    </form>
  );
}

function GuestPage({ phone }: { phone: string }) {
  const role = useStaffRole();
  const [, setParams] = useSearchParams();
  const res = useResource(useCallback((signal: AbortSignal) => getGuest(phone, signal), [phone]));
  const [guest, setGuest] = useState<GuestDetail | null>(null);
  const [clearing, setClearing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [typed, setTyped] = useState('');
  useEffect(() => setGuest(res.data), [res.data]);
  if (res.error !== null)
    return <LoadFailed className="admin-panel" title="Could not load this guest" message={errorMessage(res.error, 'Please try again.')} onRetry={res.reload} />;
  if (!guest) return <Loading what="the guest" />;
  const g = guest;
  const stat = (label: string, value: React.ReactNode) => (
    <div className="guests-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <div className="guests-page">
      <p>
        <Link to="/admin/guests">← All guests</Link>
      </p>
      <h3 className="guests-title">
        {g.name || 'Guest'} <span className="admin-sub">{displayPhone(g.phone)}</span> <GuestBadges badge={g} />
      </h3>
      <dl className="guests-stats card">
        {stat('Visits', g.visits)}
        {stat('Orders', g.orders)}
        {stat('Spend', <Price price={g.spend} />)}
        {stat('Bookings', g.bookings)}
        {stat('No-shows', `${g.noShows} (${g.recentNoShows} in ${NO_SHOW_WINDOW_DAYS} days)`)}
        {stat('Late cancels', g.lateCancels)}
        {stat('First visit', g.firstVisit ?? '—')}
        {stat('Last visit', g.lastVisit ?? '—')}
      </dl>
      {g.confirmFirst && (
        <p className="card guests-warning" role="note">
          Missed {g.recentNoShows} bookings in {NO_SHOW_WINDOW_DAYS} days: new bookings arrive as Requested, and takeaways wait for a call-back.
        </p>
      )}
      <NotesAndTags guest={g} onSaved={setGuest} />
      <h4>Bookings</h4>
      {g.recentBookings.length === 0 ? (
        <p className="empty-state card">No bookings.</p>
      ) : (
        <ul className="guests-history">
          {g.recentBookings.map((b) => (
            <li key={b.id} className="card">
              #{b.reference} · {b.date} {b.time} · {b.partySize} guests · <strong>{b.status}</strong>
              {b.occasion ? ` · ${b.occasion}` : ''}
              {b.status === 'no-show' && g.noShowLog.some((e) => e.reservationId === b.id) && (
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setClearing(b.id)}>
                  Clear no-show
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h4>Orders</h4>
      {g.recentOrders.length === 0 ? (
        <p className="empty-state card">No orders.</p>
      ) : (
        <ul className="guests-history">
          {g.recentOrders.map((o) => (
            <li key={o.id} className="card">
              #{o.reference} · {new Date(o.createdAt).toLocaleDateString('en-IN')} · {o.orderType} · {o.status} · <Price price={o.total} />
            </li>
          ))}
        </ul>
      )}
      {can(role, 'reports') && (
        <div className="card guests-delete">
          <h4>Delete this guest’s record</h4>
          <p className="admin-sub">On the guest’s request: their notes and tags go; their orders stay for the tax records without name or phone.</p>
          <button type="button" className="btn btn-danger" onClick={() => setDeleting(true)}>
            Delete record...
          </button>
        </div>
      )}
      {clearing && (
        <ConfirmDialog
          title="Clear this no-show?"
          message="It was a mistake: it stops counting against the guest. The audit log records who cleared it."
          confirmLabel="Yes, clear it"
          cancelLabel="Keep it"
          onConfirm={async () => {
            try {
              const saved = await clearNoShow(g.phone, clearing);
              setGuest({ ...g, ...saved });
              toast.success('No-show cleared', { toastId: 'no-show-cleared' });
            } catch (e) {
              toast.error(errorMessage(e, 'Could not clear the no-show. Please try again.'), { toastId: 'no-show-failed' });
              throw e;
            }
          }}
          onClose={() => setClearing(null)}
        />
      )}
      {deleting && (
        <div className="guests-confirm-delete card" role="alertdialog" aria-labelledby="guest-delete-title">
          <h4 id="guest-delete-title">Type the guest’s phone number to delete the record</h4>
          <input aria-label="Phone number to confirm" inputMode="tel" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <div className="admin-modal-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setDeleting(false)}>
              Keep it
            </button>
            <button
              type="button"
              className="btn btn-danger"
              disabled={typed.replace(/\D/g, '').slice(-10) !== g.phone}
              onClick={async () => {
                try {
                  const done = await deleteGuest(g.phone, typed);
                  toast.success(`Record deleted; ${done.orders} orders and ${done.bookings} bookings anonymised`, { toastId: 'guest-deleted' });
                  setParams({});
                } catch (e) {
                  toast.error(errorMessage(e, 'Could not delete the record. Nothing was changed.'), { toastId: 'guest-delete-failed' });
                }
              }}
            >
              Delete for good
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Guests: what the restaurant remembers of each phone, and the notes and tags staff keep. */
export default function GuestsSection() {
  usePageMeta('Guests', 'The guest records of the back office.');
  const [params] = useSearchParams();
  const phone = params.get('phone');
  return (
    <section aria-labelledby="guests-heading" className="guests-section">
      <SectionHead id="guests-heading" title="Guests" lead="Visits, orders, bookings and no-shows by phone, with the notes and tags staff keep." />
      {phone && /^\d{10}$/.test(phone) ? <GuestPage phone={phone} /> : <GuestList />}
    </section>
  );
}
