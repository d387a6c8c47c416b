import { useCallback, useState } from 'react';
import { LATE_CHOICES, PAUSE_CHOICES } from '@domain/pickup';
import { localClock } from '@domain/settings';
import { can } from '@domain/staff-roles';
import { getTakeawayState, pauseTakeaway, resumeTakeaway, runningLate, type TakeawayState } from '@/api/takeaway-admin';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import './takeaway.css';
import { useStaffRole } from '../shell/acting';

const POLL_MS = 15_000;

/**
 * Takeaway's state and the counter's controls: pause for 15 / 30 / 60 minutes, resume, and
 * "running late" (+10 / +20 minutes, texting each waiting guest once, after a confirm).
 * Staff who may not change orders (the kitchen) see the state only.
 */
export function TakeawayControls({ compact = false }: { compact?: boolean }) {
  const role = useStaffRole();
  const { timeZone } = useSettings().locale;
  const state = useResource(
    useCallback((signal: AbortSignal) => getTakeawayState(signal), []),
    { refreshEvery: POLL_MS },
  );
  const [shown, setShown] = useState<TakeawayState | null>(null);
  const [busy, setBusy] = useState(false);
  const [late, setLate] = useState<number | null>(null);
  const pausedUntil = (shown ?? state.data)?.pausedUntil ?? null;
  const until = pausedUntil && Date.parse(pausedUntil) > Date.now() ? localClock(new Date(pausedUntil), timeZone).time : null;
  const canChange = can(role, 'orders');

  const act = async (run: () => Promise<TakeawayState>, done: string) => {
    setBusy(true);
    try {
      setShown(await run());
      notify((t) => t.success(done));
      state.reload();
    } catch (e) {
      notify((t) => t.error(errorMessage(e, 'Could not change takeaway. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`takeaway-controls${until ? ' is-paused' : ''}${compact ? ' is-compact' : ''}`} aria-label="Takeaway">
      <p className="takeaway-state" role="status">
        {state.loading && !state.data ? 'Takeaway: loading…' : until ? `Takeaway paused until ${until}` : 'Takeaway open'}
      </p>
      {state.error !== null && !state.data && <p className="takeaway-error">Could not load takeaway's state.</p>}
      {canChange && (
        <div className="takeaway-actions">
          {until ? (
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void act(resumeTakeaway, 'Takeaway resumed')}>
              Resume takeaway
            </button>
          ) : (
            PAUSE_CHOICES.map((m) => (
              <button
                key={m}
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={busy}
                onClick={() => void act(async () => (await pauseTakeaway(m)).state, `Takeaway paused for ${m} minutes`)}
              >
                Pause {m} min
              </button>
            ))
          )}
          {LATE_CHOICES.map((m) => (
            <button key={m} type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => setLate(m)}>
              Running late +{m}
            </button>
          ))}
        </div>
      )}
      {late !== null && (
        <ConfirmDialog
          title={`Running late +${late} min`}
          message={`Every open takeaway's pickup time moves ${late} minutes later, and each guest not told yet gets one text.`}
          confirmLabel={`Move and text`}
          cancelLabel="Cancel"
          onConfirm={async () => {
            const r = await runningLate(late);
            notify((t) => t.success(r.message));
          }}
          onClose={() => setLate(null)}
        />
      )}
    </section>
  );
}
