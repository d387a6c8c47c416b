import { useCallback, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@domain/staff-roles';
import { cancelInvite, inviteStaff, listInvites, resendInvite, type StaffInvite } from '@/api/users-admin';
import { PhoneField } from '@/components/PhoneField';
import { errorMessage, hasCode } from '@/lib/api-client';
import { displayPhone, formatDateTime } from '@/lib/format';
import { useResource } from '@/lib/use-resource';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { LoadFailed } from '../shell/LoadFailed';

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('counter');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; field: 'name' | 'phone' | null } | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError({ message: 'Please enter their name', field: 'name' });
    if (phone.length !== 10) return setError({ message: 'Mobile number must be exactly 10 digits', field: 'phone' });
    setError(null);
    setBusy(true);
    try {
      const r = await inviteStaff({ name: name.trim(), phone, role });
      if (r.textFailed) toast.warn(r.message, { toastId: 'invite-text-failed' });
      else toast.success(r.message, { toastId: 'invited' });
      setName('');
      setPhone('');
      onInvited();
    } catch (err) {
      const message = errorMessage(err, 'Could not send the invitation. Please try again.');
      setError({ message, field: hasCode(err, 'conflict', 'validation_failed') && /phone|mobile|staff|invited/i.test(message) ? 'phone' : null });
    } finally {
      setBusy(false);
    }
  };

  const describedBy = (field: 'name' | 'phone') => (error?.field === field ? 'invite-error' : undefined);
  return (
    <form className="staff-invite card" onSubmit={submit} noValidate aria-busy={busy}>
      <h3 className="staff-invite-title">Invite by phone</h3>
      <p className="admin-sub">They get a code by text, open the join page and set their own password.</p>
      <div className="staff-invite-grid">
        <label>
          Name
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={80}
            autoComplete="off"
            disabled={busy}
            aria-invalid={error?.field === 'name'}
            aria-describedby={describedBy('name')}
          />
        </label>
        <label>
          Mobile number
          <PhoneField
            value={phone}
            onChange={setPhone}
            placeholder="10 digits"
            disabled={busy}
            aria-invalid={error?.field === 'phone'}
            aria-describedby={describedBy('phone')}
          />
        </label>
        <label>
          Role
          <select className="staff-role-select" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} disabled={busy}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Inviting...' : 'Invite'}
        </button>
      </div>
      {error && (
        <p className="form-error" id="invite-error" role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}

function InviteRow({ invite, onChanged }: { invite: StaffInvite; onChanged: () => void }) {
  const [resending, setResending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      const r = await resendInvite(invite.phone);
      if (r.textFailed) toast.warn(r.message, { toastId: 'invite-text-failed' });
      else toast.success(r.message, { toastId: 'invite-resent' });
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e, 'Could not send it again. Please try again.'), { toastId: 'invite-resend-failed' });
    } finally {
      setResending(false);
    }
  };
  return (
    <li className="staff-row card">
      <span className="staff-name">
        {invite.name}
        <span className="admin-sub">
          {displayPhone(invite.phone)} · {ROLE_LABELS[invite.role]}
        </span>
        <span className={invite.expired ? 'staff-invite-expired' : 'admin-sub'}>
          {invite.expired ? `Expired ${formatDateTime(invite.expiresAt)}` : `Waiting until ${formatDateTime(invite.expiresAt)}`}
        </span>
      </span>
      <span className="staff-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => void resend()}
          disabled={resending}
          aria-label={`Resend the invitation of ${invite.name}`}
        >
          {resending ? 'Sending...' : 'Resend'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setCancelling(true)} aria-label={`Cancel the invitation of ${invite.name}`}>
          Cancel
        </button>
      </span>
      {cancelling && (
        <ConfirmDialog
          title="Cancel invitation"
          message={`Cancel the invitation of ${invite.name}? The code they were sent stops working.`}
          confirmLabel="Cancel invitation"
          cancelLabel="Keep it"
          onConfirm={async () => {
            try {
              toast.success(await cancelInvite(invite.phone), { toastId: 'invite-cancelled' });
            } catch (e) {
              toast.error(errorMessage(e, 'Could not cancel the invitation. Please try again.'), { toastId: 'invite-cancel-failed' });
              throw e;
            }
            onChanged();
          }}
          onClose={() => setCancelling(false)}
        />
      )}
    </li>
  );
}

/** Inviting staff by phone, and the invitations still waiting (owners only). */
export function InvitePanel() {
  const invites = useResource(useCallback((signal: AbortSignal) => listInvites(signal), []));
  const list = invites.data;
  return (
    <div className="staff-invites">
      <InviteForm onInvited={invites.reload} />
      <h3 className="staff-invite-title">Invitations waiting</h3>
      {invites.error !== null ? (
        <LoadFailed
          className="admin-panel"
          title="Could not load the invitations"
          message={errorMessage(invites.error, 'Please try again.')}
          onRetry={invites.reload}
        />
      ) : !list ? (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading invitations...
        </p>
      ) : list.length === 0 ? (
        <p className="empty-state card">No invitations waiting.</p>
      ) : (
        <ul className="staff-list" aria-label="Invitations waiting" aria-busy={invites.loading}>
          {list.map((i) => (
            <InviteRow key={i.phone} invite={i} onChanged={invites.reload} />
          ))}
        </ul>
      )}
    </div>
  );
}
