import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { changeAdminPassword } from '@/api/settings';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '../shell/ConfirmDialog';

const MIN = 10;

/** The shared admin password (the counter PC, the kitchen tablet): an owner changes it here, with no redeploy. */
export function AdminPasswordCard() {
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (next.length < MIN) return setError(`The admin password must be at least ${MIN} characters`);
    if (next !== again) return setError('The two passwords do not match');
    setError('');
    setAsking(true);
  };

  const save = async () => {
    setBusy(true);
    try {
      toast.success(await changeAdminPassword(next, again), { toastId: 'admin-password' });
      setNext('');
      setAgain('');
    } catch (e) {
      setError(errorMessage(e, 'Could not change the password. Please try again.'));
      throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card settings-card" aria-labelledby="admin-password-title">
      <h2 id="admin-password-title">Shared admin password</h2>
      <p className="hint">The password of the “Admin login” on shared devices. Changing it signs every device that used the old one out.</p>
      <form onSubmit={check} noValidate className="settings-admin-password">
        <PasswordField label="New admin password" autoComplete="new-password" value={next} onChange={setNext} hint={`At least ${MIN} characters.`} />
        <PasswordField
          label="New admin password again"
          autoComplete="new-password"
          value={again}
          onChange={setAgain}
          error={error || undefined}
          announceError
        />
        <SubmitButton busy={busy} busyLabel="Changing...">
          Change admin password
        </SubmitButton>
      </form>
      {asking && (
        <ConfirmDialog
          title="Change the admin password?"
          message="Every device signed in with the shared admin password signs out and needs the new one."
          confirmLabel="Change it"
          cancelLabel="Cancel"
          onConfirm={save}
          onClose={() => setAsking(false)}
        />
      )}
    </section>
  );
}
