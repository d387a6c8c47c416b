import { useCallback, useState, type FormEvent } from 'react';
import { ROLE_LABELS, PERMISSIONS, STAFF_ROLES } from '@domain/staff-roles';
import { listStaff, type RegisteredUser } from '@/api/users-admin';
import { PhoneField } from '@/components/PhoneField';
import { errorMessage } from '@/lib/api-client';
import { displayPhone } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useResource } from '@/lib/use-resource';
import { LoadFailed } from '../shell/LoadFailed';
import { SectionHead } from '../shell/SectionHead';
import { InvitePanel } from './InvitePanel';
import { RoleSelect } from './RoleSelect';
import { SignOutButton } from './SignOutButton';
import { ClearPinButton } from './ClearPinButton';
import { listSwitchPeople } from '@/api/pins-admin';
import './staff.css';

function StaffRow({ user, self, hasPin = false, onChanged }: { user: RegisteredUser; self: boolean; hasPin?: boolean; onChanged: () => void }) {
  return (
    <li className="staff-row card">
      <span className="staff-name">
        {user.name}
        <span className="admin-sub">
          {user.phone ? displayPhone(user.phone) : 'Admin password (no phone)'}
          {hasPin && ' · has a PIN'}
        </span>
      </span>
      {self ? (
        <span className="staff-self">
          <span className="badge badge-blue">{ROLE_LABELS[user.role]}</span> <span className="admin-sub">You</span>
        </span>
      ) : (
        <span className="staff-actions">
          <RoleSelect user={user} onChanged={onChanged} />
          <SignOutButton user={user} />
          {hasPin && <ClearPinButton user={user} onCleared={onChanged} />}
        </span>
      )}
    </li>
  );
}

/** Staff and roles (owners only): who works here in which role, and a registered user found by phone to give a role. */
export default function StaffSection() {
  usePageMeta('Staff', 'Staff roles of the back office.');
  const { user } = useSession();
  const [phone, setPhone] = useState('');
  const [lookup, setLookup] = useState<string | null>(null);
  const staff = useResource(useCallback((signal: AbortSignal) => listStaff(lookup, signal), [lookup]));
  // Who has a PIN for shared devices; the list still shows if this fails.
  const pins = useResource(useCallback((signal: AbortSignal) => listSwitchPeople(signal), []));
  const withPin = new Set((pins.data ?? []).map((p) => p.uid));
  const reload = () => {
    staff.reload();
    pins.reload();
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setLookup(phone.length === 10 ? phone : null);
  };
  const data = staff.data;
  return (
    <section aria-labelledby="staff-heading" className="staff-section">
      <SectionHead id="staff-heading" title="Staff" lead="Each role sees only the screens its work needs; the server checks every request." />
      <ul className="staff-legend">
        {STAFF_ROLES.map((r) => (
          <li key={r}>
            <strong>{ROLE_LABELS[r]}</strong>:{' '}
            {Object.values(PERMISSIONS)
              .filter((p) => (p.roles as readonly string[]).includes(r))
              .map((p) => p.what)
              .join('; ')}
          </li>
        ))}
      </ul>
      <InvitePanel />
      <form className="staff-find card" onSubmit={search} noValidate>
        <label htmlFor="staff-phone">Give a role to a registered user</label>
        <div className="staff-find-row">
          <PhoneField id="staff-phone" value={phone} onChange={setPhone} placeholder="Their mobile number" />
          <button type="submit" className="btn btn-secondary" disabled={phone.length !== 10 || staff.loading}>
            Find
          </button>
        </div>
        <p className="admin-sub">They register on the site with this phone first, then sign in with it and their password.</p>
      </form>
      {lookup && data && (
        <div className="staff-found" role="status">
          {data.found ? (
            <ul className="staff-list">
              <StaffRow user={data.found} self={data.found.id === user?.id} onChanged={staff.reload} />
            </ul>
          ) : (
            <p className="empty-state card">No registered user has the phone {displayPhone(lookup)}.</p>
          )}
        </div>
      )}
      {staff.error !== null ? (
        <LoadFailed className="admin-panel" title="Could not load the staff" message={errorMessage(staff.error, 'Please try again.')} onRetry={staff.reload} />
      ) : !data ? (
        <p className="loading-state" role="status">
          <span className="spinner" aria-hidden="true" /> Loading staff...
        </p>
      ) : data.staff.length === 0 ? (
        <p className="empty-state card">No staff yet.</p>
      ) : (
        <ul className="staff-list" aria-label="Staff" aria-busy={staff.loading}>
          {data.staff.map((s) => (
            <StaffRow key={s.id} user={s} self={s.id === user?.id} hasPin={withPin.has(s.id)} onChanged={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
