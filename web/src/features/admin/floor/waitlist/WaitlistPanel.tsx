import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@domain/languages';
import { WaitlistInput, PARTY_SIZE_MAX } from '@domain/waitlist';
import { getFloor, type FloorTableView } from '@/api/floor';
import { addToWaitlist, endWaitlistEntry, getWaitlist, notifyParty, seatFromWaitlist, type WaitlistEntry, type WaitlistList } from '@/api/waitlist';
import { SubmitButton } from '@/components/SubmitButton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { digitsOnly } from '@/lib/format';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useResource } from '@/lib/use-resource';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { FormDialogActions } from '../../shell/FormDialogActions';
import { LoadFailed } from '../../shell/LoadFailed';
import { Modal } from '../../shell/Modal';
import './waitlist.css';

/** The list asks again this often while the tab is visible: parties join and leave at the door. */
export const WAITLIST_REFRESH_MS = 15_000;

type Field = 'name' | 'phone' | 'partySize';

const clock = (iso: string) => new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** Whole minutes since `iso` by the server's clock: its answer's time plus what has passed here since. */
const minutesSince = (iso: string, list: Pick<WaitlistList, 'asOf'>, fetchedAt: number, now: number) =>
  Math.max(0, Math.floor((Date.parse(list.asOf) + Math.max(0, now - fetchedAt) - Date.parse(iso)) / 60_000));

/** The form that puts a walk-in party on the list: their place and the quoted wait are texted to them. */
function AddParty({ onAdded }: { onAdded: (message: string) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [partySize, setPartySize] = useState('2');
  const [lang, setLang] = useState<Language>('en');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = WaitlistInput.safeParse({ name, phone, partySize, lang });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      setError(null);
      return;
    }
    setErrors({});
    setError(null);
    setBusy(true);
    try {
      const added = await addToWaitlist(parsed.data);
      setName('');
      setPhone('');
      setPartySize('2');
      setLang('en');
      onAdded(
        `${added.entry.name} is number ${added.place}, quoted ${added.quotedMinutes > 0 ? `about ${added.quotedMinutes} min` : 'a few min'}. Texted their place and link.`,
      );
    } catch (err) {
      const field = err instanceof ApiError ? (err.body?.data as { field?: string } | undefined)?.field : undefined;
      if (field === 'name' || field === 'phone' || field === 'partySize') setErrors({ [field]: errorMessage(err, 'Please check this field') });
      else setError(errorMessage(err, 'Could not add the party'));
    } finally {
      setBusy(false);
    }
  };

  const fieldProps = (f: Field) => ({
    id: `${id}-${f}`,
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${id}-${f}-error` : undefined,
  });
  const fieldError = (f: Field) =>
    errors[f] ? (
      <p className="field-error" id={`${id}-${f}-error`}>
        {errors[f]}
      </p>
    ) : null;

  return (
    <form className="waitlist-add" onSubmit={(e) => void submit(e)} noValidate aria-label="Add to the waitlist">
      <div className="floor-field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input {...fieldProps('name')} autoComplete="off" maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
        {fieldError('name')}
      </div>
      <div className="floor-field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <input
          {...fieldProps('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.target.value, 10))}
        />
        {fieldError('phone')}
      </div>
      <div className="floor-field waitlist-size">
        <label htmlFor={`${id}-partySize`}>Party size</label>
        <input
          {...fieldProps('partySize')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={partySize}
          onChange={(e) => setPartySize(e.target.value.replace(/[^\d]/g, ''))}
        />
        {fieldError('partySize')}
      </div>
      <div className="floor-field">
        {/* The language of the guest's two texts; the back office stays English. */}
        <label htmlFor={`${id}-lang`}>Texts in</label>
        <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value as Language)}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton busy={busy} busyLabel="Adding..." className="btn floor-touch">
        Add to waitlist
      </SubmitButton>
      {error && (
        <p className="form-error waitlist-add-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** Seat a party from the list: the free tables that fit them, read fresh from the plan. */
function SeatPicker({ entry, onClose, onSeated }: { entry: WaitlistEntry; onClose: () => void; onSeated: (billId: string, tableId: string) => void }) {
  const id = useId();
  const floor = useResource(useCallback((signal: AbortSignal) => getFloor(signal), []));
  const [tableId, setTableId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const free: FloorTableView[] = (floor.data?.tables ?? [])
    .filter((t) => t.status === 'free' && t.seats >= entry.partySize)
    // The smallest tables that fit first, so big tables stay for big parties.
    .sort((a, b) => a.seats - b.seats);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!tableId) return setError('Please choose a table');
    setBusy(true);
    setError(null);
    try {
      const { billId } = await seatFromWaitlist(entry.id, tableId);
      onSeated(billId, tableId);
    } catch (err) {
      setError(errorMessage(err, 'Could not seat the party'));
      setBusy(false);
      floor.reload();
    }
  };

  return (
    <Modal title={`Seat ${entry.name}, ${entry.partySize}`} onClose={onClose} busy={busy}>
      <form className="floor-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Seat from the waitlist">
        {floor.loading && !floor.data && (
          <p className="loading-state" role="status">
            <span className="spinner" aria-hidden="true" /> Loading the free tables...
          </p>
        )}
        {floor.error !== null && !floor.data && <p className="form-error">{errorMessage(floor.error, 'The tables could not be loaded')}</p>}
        {floor.data && free.length === 0 && <p className="admin-sub">No free table seats {entry.partySize} now.</p>}
        {free.length > 0 && (
          <fieldset className="floor-choice">
            <legend>Free tables that fit</legend>
            {free.map((t) => (
              <label key={t.id} className="floor-touch-row">
                <input type="radio" name={`${id}-table`} checked={tableId === t.id} onChange={() => setTableId(t.id)} />
                Table {t.name} · {t.seats} seats{t.area ? ` · ${t.area}` : ''}
              </label>
            ))}
          </fieldset>
        )}
        <FormDialogActions error={error} busy={busy} onCancel={onClose} submitLabel="Seat" busyLabel="Seating..." />
      </form>
    </Modal>
  );
}

function PartyRow({
  entry,
  list,
  fetchedAt,
  now,
  onChanged,
  onSeat,
  onEnd,
}: {
  entry: WaitlistEntry;
  list: WaitlistList;
  fetchedAt: number;
  now: number;
  onChanged: () => void;
  onSeat: (e: WaitlistEntry) => void;
  onEnd: (e: WaitlistEntry, how: 'no-show' | 'left') => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waited = minutesSince(entry.addedAt, list, fetchedAt, now);
  const late = entry.quotedMinutes > 0 && waited > entry.quotedMinutes;

  const notify = async () => {
    setBusy(true);
    setError(null);
    try {
      await notifyParty(entry.id);
      onChanged();
    } catch (err) {
      setError(errorMessage(err, 'Could not text the party'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={`waitlist-row is-${entry.status}`} aria-label={`${entry.place}. ${entry.name}, ${entry.partySize}`}>
      <span className="waitlist-place" aria-hidden="true">
        {entry.place}
      </span>
      <div className="waitlist-who">
        <strong>{entry.name}</strong>
        <span>
          {entry.partySize} {entry.partySize === 1 ? 'guest' : 'guests'} · {entry.phone}
        </span>
        <span className={`waitlist-wait${late ? ' is-late' : ''}`}>
          Waited {waited} min {entry.quotedMinutes > 0 ? `of ${entry.quotedMinutes} quoted` : '(quoted a few)'}
        </span>
        {entry.notifiedAt && <span className="waitlist-told">Told table ready at {clock(entry.notifiedAt)}</span>}
        {error && (
          <span className="form-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="waitlist-actions">
        <button
          type="button"
          className="btn btn-secondary floor-touch"
          onClick={() => void notify()}
          disabled={busy || entry.notifiedAt !== null}
          aria-busy={busy}
        >
          {entry.notifiedAt ? 'Notified' : busy ? 'Texting...' : 'Notify'}
        </button>
        <button type="button" className="btn floor-touch" onClick={() => onSeat(entry)}>
          Seat
        </button>
        <button type="button" className="btn btn-ghost floor-touch" onClick={() => onEnd(entry, 'no-show')}>
          No-show
        </button>
        <button type="button" className="btn btn-ghost floor-touch" onClick={() => onEnd(entry, 'left')}>
          Left
        </button>
      </div>
    </li>
  );
}

/**
 * The waitlist at the door, for the floor screen: add a walk-in party (they are texted their place and a link),
 * see each party's wait so far against the quote, text "table ready" once, seat them on a free table that fits,
 * or mark them a no-show (counted on the guest's record) or gone.
 */
export function WaitlistPanel({ onSeated }: { onSeated?: (billId: string, tableId: string) => void }) {
  const list = useResource(
    useCallback((signal: AbortSignal) => getWaitlist(signal), []),
    { refreshEvery: WAITLIST_REFRESH_MS },
  );
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [status, setStatus] = useState('');
  const [seating, setSeating] = useState<WaitlistEntry | null>(null);
  const [ending, setEnding] = useState<{ entry: WaitlistEntry; how: 'no-show' | 'left' } | null>(null);
  const reload = list.reload;

  useEffect(() => {
    if (list.data) setFetchedAt(Date.now());
  }, [list.data]);
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, []);

  const data = list.data;
  const live = data?.entries.filter((e) => e.place !== null) ?? [];
  const ended = data?.entries.filter((e) => e.place === null) ?? [];

  return (
    <section className="waitlist card" aria-labelledby="waitlist-heading">
      <header className="waitlist-head">
        <h2 id="waitlist-heading">Waitlist</h2>
        <span className="admin-sub">{data ? `${live.length} waiting` : ''}</span>
      </header>
      <AddParty
        onAdded={(message) => {
          setStatus(message);
          reload();
        }}
      />
      <p className="waitlist-status" role="status" aria-live="polite">
        {status}
      </p>
      {!data && list.error !== null && (
        <LoadFailed title="The waitlist could not load" message={errorMessage(list.error, 'Failed to load the waitlist')} onRetry={reload} />
      )}
      {!data && list.loading && (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading the waitlist...
        </p>
      )}
      {data && live.length === 0 && <p className="empty-state">Nobody is waiting. Parties up to {PARTY_SIZE_MAX} can be added.</p>}
      {live.length > 0 && data && (
        <ol className="waitlist-list" aria-label="Parties waiting">
          {live.map((e) => (
            <PartyRow
              key={e.id}
              entry={e}
              list={data}
              fetchedAt={fetchedAt}
              now={now}
              onChanged={reload}
              onSeat={setSeating}
              onEnd={(entry, how) => setEnding({ entry, how })}
            />
          ))}
        </ol>
      )}
      {ended.length > 0 && (
        <details className="waitlist-ended">
          <summary>Earlier today ({ended.length})</summary>
          <ul>
            {ended.map((e) => (
              <li key={e.id}>
                {e.name}, {e.partySize} · {e.statusLabel}
                {e.endedAt ? ` at ${clock(e.endedAt)}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
      {seating && (
        <SeatPicker
          entry={seating}
          onClose={() => setSeating(null)}
          onSeated={(billId, tableId) => {
            setSeating(null);
            setStatus(`${seating.name} seated.`);
            reload();
            onSeated?.(billId, tableId);
          }}
        />
      )}
      {ending && (
        <ConfirmDialog
          title={ending.how === 'no-show' ? 'Mark a no-show?' : 'Mark as left?'}
          message={
            ending.how === 'no-show'
              ? `${ending.entry.name}'s party never came. It is counted on the guest's record as a no-show.`
              : `${ending.entry.name}'s party went away before a table was free. Nothing is recorded against the guest.`
          }
          confirmLabel={ending.how === 'no-show' ? 'Mark no-show' : 'Mark left'}
          cancelLabel="Keep waiting"
          onConfirm={async () => {
            try {
              await endWaitlistEntry(ending.entry.id, ending.how);
              setStatus(`${ending.entry.name} marked ${ending.how === 'no-show' ? 'a no-show' : 'left'}.`);
              reload();
            } catch (err) {
              setStatus(errorMessage(err, 'Could not change the party'));
              throw err;
            }
          }}
          onClose={() => setEnding(null)}
        />
      )}
    </section>
  );
}

export default WaitlistPanel;
