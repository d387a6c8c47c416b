import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'react-toastify';
import { ROLE_LABELS } from '@domain/staff-roles';
import type { ActingPerson, SwitchPerson as Person } from '@domain/staff-pin';
import { clearMyPin, listSwitchPeople, setMyPin, switchBack, switchPerson } from '@/api/pins-admin';
import { TextField } from '@/components/TextField';
import { errorMessage, hasCode } from '@/lib/api-client';
import { clearActing, setActing } from '@/lib/acting-person';
import { useSession } from '@/lib/session';
import { useResource } from '@/lib/use-resource';
import { useActing } from './acting';
import { ConfirmDialog } from './ConfirmDialog';
import { FormDialogActions } from './FormDialogActions';
import { Icon } from './icons';
import { LoadFailed } from './LoadFailed';
import { Modal } from './Modal';

const ACTIVE_KEY = 'acting-person-active';
const PIN_SHAPE = /^\d{4,6}$/;
const PIN_MESSAGE = 'Your PIN must be 4 to 6 digits';

/** Ends the switch on this device: the server forgets the proof, every tab of the device goes back to its account. */
async function endSwitch(acting: ActingPerson): Promise<void> {
  clearActing();
  await switchBack(acting.token).catch(() => undefined);
}

/** The switch ends after the idle minutes in Settings with no tap or key on any tab of this device. */
function useIdleSwitchBack(acting: ActingPerson | null) {
  useEffect(() => {
    if (!acting) return;
    let last = 0;
    const touch = () => {
      const now = Date.now();
      if (now - last < 5_000) return;
      last = now;
      localStorage.setItem(ACTIVE_KEY, String(now));
    };
    touch();
    const check = setInterval(() => {
      const lastActive = Number(localStorage.getItem(ACTIVE_KEY)) || 0;
      if (Date.now() - lastActive < acting.idleMinutes * 60_000) return;
      void endSwitch(acting);
      toast.info(`${acting.person.name}'s turn ended after ${acting.idleMinutes} idle minutes.`);
    }, 15_000);
    window.addEventListener('pointerdown', touch, { passive: true });
    window.addEventListener('keydown', touch);
    return () => {
      clearInterval(check);
      window.removeEventListener('pointerdown', touch);
      window.removeEventListener('keydown', touch);
    };
  }, [acting]);
}

/**
 * "Switch person" on a shared device (the counter PC, the kitchen tablet): shows who is acting, opens the list of
 * staff with a PIN, and is where a person signed in as themselves sets their own PIN.
 */
export function SwitchPersonButton({ className = '' }: { className?: string }) {
  const acting = useActing();
  const [open, setOpen] = useState(false);
  useIdleSwitchBack(acting);
  return (
    <>
      <button
        type="button"
        className={`switch-person-btn${acting ? ' is-acting' : ''} ${className}`}
        onClick={() => setOpen(true)}
        aria-label={acting ? `${acting.person.name} (${ROLE_LABELS[acting.person.role]}) is using this device: switch person` : 'Switch person'}
      >
        <Icon name="users" size={18} />
        <span className="switch-person-label">
          {acting ? (
            <>
              <span className="switch-person-who">{acting.person.name}</span>
              <span className="switch-person-role">{ROLE_LABELS[acting.person.role]}</span>
            </>
          ) : (
            'Switch person'
          )}
        </span>
      </button>
      {/* Portalled to the body: inside the sticky sidebar or top bar, the dialog shared their stacking context and the screen's own layers (the menu's dish images) painted over it. */}
      {open && createPortal(<SwitchPersonDialog acting={acting} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}

function SwitchPersonDialog({ acting, onClose }: { acting: ActingPerson | null; onClose: () => void }) {
  const { user } = useSession();
  const people = useResource(useCallback((signal: AbortSignal) => listSwitchPeople(signal), []));
  const [chosen, setChosen] = useState<Person | null>(null);
  const [busy, setBusy] = useState(false);
  const device = user?.name ?? 'this account';

  const back = async () => {
    if (!acting) return;
    setBusy(true);
    await endSwitch(acting);
    toast.success(`Back to ${device}`);
    onClose();
  };

  return (
    <Modal title={chosen ? `PIN for ${chosen.name}` : 'Switch person'} onClose={onClose} busy={busy} size="sm">
      {chosen ? (
        <PinStep
          person={chosen}
          onBack={() => setChosen(null)}
          onBusy={setBusy}
          onDone={(next) => {
            setActing(next);
            toast.success(`${next.person.name} is using this device`);
            onClose();
          }}
          onLocked={() => people.reload()}
        />
      ) : (
        <>
          {acting ? (
            <div className="switch-person-now">
              <p>
                <strong>{acting.person.name}</strong> ({ROLE_LABELS[acting.person.role]}) is using this device. What they do is logged in their name.
              </p>
              <button type="button" className="btn btn-secondary" onClick={() => void back()} disabled={busy}>
                Switch back to {device}
              </button>
            </div>
          ) : (
            <p className="admin-sub">
              This device is signed in as <strong>{device}</strong>. Tap your name and type your PIN: what you do is then logged in your name.
            </p>
          )}
          {people.loading ? (
            <p className="loading-state" role="status">
              <span className="spinner" aria-hidden="true" /> Loading staff...
            </p>
          ) : people.error ? (
            <LoadFailed title="Could not load the staff" message={errorMessage(people.error, 'Network error occurred')} onRetry={people.reload} />
          ) : (people.data ?? []).length === 0 ? (
            <p className="switch-person-empty">Nobody has a PIN yet. Each person sets one here when signed in as themselves, under Your PIN.</p>
          ) : (
            <ul className="switch-person-list" aria-label="Staff with a PIN">
              {(people.data ?? []).map((p) => (
                <li key={p.uid}>
                  <button
                    type="button"
                    className={`switch-person-choice${acting?.person.uid === p.uid ? ' is-current' : ''}`}
                    disabled={p.lockedForSeconds > 0}
                    onClick={() => setChosen(p)}
                  >
                    <span className="switch-person-name">{p.name}</span>
                    <span className="admin-sub">
                      {ROLE_LABELS[p.role]}
                      {p.lockedForSeconds > 0 && ` · PIN locked for ${Math.ceil(p.lockedForSeconds / 60)} min`}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {!acting && user && <OwnPin onChanged={people.reload} />}
        </>
      )}
    </Modal>
  );
}

function PinStep({
  person,
  onBack,
  onBusy,
  onDone,
  onLocked,
}: {
  person: Person;
  onBack: () => void;
  onBusy: (busy: boolean) => void;
  onDone: (acting: ActingPerson) => void;
  onLocked: () => void;
}) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!PIN_SHAPE.test(pin)) return setError(PIN_MESSAGE);
    setBusy(true);
    onBusy(true);
    try {
      onDone(await switchPerson(person.uid, pin));
    } catch (err) {
      setError(errorMessage(err, 'Could not switch person. Please try again.'));
      setPin('');
      if (hasCode(err, 'pin_locked')) onLocked();
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="switch-person-pin">
      <TextField
        label={`${person.name}'s PIN (${ROLE_LABELS[person.role]})`}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={pin}
        onChange={(v) => setPin(v.replace(/\D/g, '').slice(0, 6))}
        error={error ?? undefined}
        disabled={busy}
        data-autofocus
      />
      <FormDialogActions error={null} busy={busy} onCancel={onBack} cancelLabel="Back" submitLabel="Switch" busyLabel="Checking..." />
    </form>
  );
}

/** The signed-in person's own PIN: set or change it (typed twice), or remove it. */
function OwnPin({ onChanged }: { onChanged: () => void }) {
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState(false);
  const digits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!PIN_SHAPE.test(pin)) return setError(PIN_MESSAGE);
    if (pin !== confirmPin) return setError('The two PINs do not match');
    setBusy(true);
    setError(null);
    try {
      await setMyPin(pin, confirmPin);
      setPin('');
      setConfirmPin('');
      toast.success('Your PIN is set');
      onChanged();
    } catch (err) {
      setError(errorMessage(err, 'Could not set your PIN. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="switch-person-own">
      <summary>Your PIN</summary>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="admin-sub">4 to 6 digits, not easy to guess (no 0000 or 1234). Keep it to yourself: what is done with it is logged in your name.</p>
        <div className="switch-person-own-fields">
          <TextField
            label="New PIN"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={(v) => setPin(digits(v))}
            disabled={busy}
          />
          <TextField
            label="Type it again"
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={confirmPin}
            onChange={(v) => setConfirmPin(digits(v))}
            error={error ?? undefined}
            disabled={busy}
          />
        </div>
        <div className="switch-person-actions">
          <button type="button" className="btn btn-ghost" onClick={() => setRemoving(true)} disabled={busy}>
            Remove my PIN
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving...' : 'Save PIN'}
          </button>
        </div>
      </form>
      {removing && (
        <ConfirmDialog
          title="Remove your PIN"
          message="You will no longer be able to switch in on shared devices until you set a new PIN."
          confirmLabel="Remove my PIN"
          cancelLabel="Keep it"
          onConfirm={async () => {
            try {
              await clearMyPin();
            } catch (e) {
              if (!hasCode(e, 'not_found')) {
                toast.error(errorMessage(e, 'Could not remove your PIN. Please try again.'));
                throw e;
              }
            }
            toast.success('Your PIN is removed');
            onChanged();
          }}
          onClose={() => setRemoving(false)}
        />
      )}
    </details>
  );
}
