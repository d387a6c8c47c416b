import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiError, errorMessage } from '@/lib/api-client';
import { displayPhone } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession, type SessionUser } from '@/lib/session';
import { useResource } from '@/lib/use-resource';
import { AccessMessage } from '../shell/AccessMessage';
import { LoadFailed } from '../shell/LoadFailed';
import { Pagination } from '../shell/Pagination';
import { SectionHead } from '../shell/SectionHead';
import { listUsers, type RegisteredUser, type UserList } from '@/api/users-admin';
import { LoginAsAdminButton } from '../users/LoginAsAdminButton';
import { RoleSelect } from '../staff/RoleSelect';
import { ROLE_LABELS, can, isStaff } from '@domain/staff-roles';
import '../users/users.css';

const PAGE_SIZE = 50;

/** Registered At, in the en-IN format the spec gives. */
const registeredAt = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function UserRow({ user, n, self, canSetRole, onChanged }: { user: RegisteredUser; n: number; self: boolean; canSetRole: boolean; onChanged: () => void }) {
  return (
    <tr>
      <td data-label="#">{n}</td>
      <td data-label="Name" className="users-name">
        {user.name}
        {user.email && <span className="admin-sub">{user.email}</span>}
      </td>
      <td data-label="Phone">{user.phone ? displayPhone(user.phone) : <span className="admin-sub">No phone (admin console)</span>}</td>
      <td data-label="Role">
        <span className="users-role">
          {canSetRole && !self ? (
            <RoleSelect user={user} onChanged={onChanged} />
          ) : (
            <span className={`badge ${isStaff(user.role) ? 'badge-blue' : ''}`}>{ROLE_LABELS[user.role]}</span>
          )}
          {self && <span className="admin-sub">You</span>}
        </span>
      </td>
      <td data-label="Status">
        <span className={`badge ${user.isVerified ? 'badge-green' : 'badge-yellow'}`}>{user.isVerified ? 'Verified' : 'Pending'}</span>
      </td>
      <td data-label="Registered At">
        <time dateTime={user.createdAt}>{registeredAt(user.createdAt)}</time>
      </td>
    </tr>
  );
}

function UsersTable({ list, admin, onChanged }: { list: UserList; admin: SessionUser; onChanged: () => void }) {
  const offset = (list.page - 1) * list.limit;
  return (
    <div className="table-wrap users-table">
      <table>
        <caption className="visually-hidden">Registered users, newest first</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Registered At</th>
          </tr>
        </thead>
        <tbody>
          {list.users.map((u, i) => (
            <UserRow key={u.id} user={u} n={offset + i + 1} self={u.id === admin.id} canSetRole={can(admin.role, 'settings')} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SummaryCards({ list }: { list: UserList | null }) {
  const value = (n: number | undefined) => (n === undefined ? '–' : n);
  return (
    <div className="users-cards">
      <div className="card users-card">
        <span className="users-card-label">Verified Users</span>
        <span className="users-card-value users-green">{value(list?.counts.verified)}</span>
      </div>
      <div className="card users-card">
        <span className="users-card-label">Pending Verification</span>
        <span className="users-card-value users-yellow">{value(list?.counts.pending)}</span>
        {list && list.counts.awaitingOtp > 0 && (
          <span className="admin-sub">
            + {list.counts.awaitingOtp} {list.counts.awaitingOtp === 1 ? 'registration' : 'registrations'} awaiting the OTP
          </span>
        )}
      </div>
      <div className="card users-card">
        <span className="users-card-label">Admin Users</span>
        <span className="users-card-value users-blue">{value(list?.counts.admins)}</span>
      </div>
    </div>
  );
}

type Load = { state: 'loading' } | { state: 'ready'; list: UserList } | { state: 'failed'; message: string; status: number };

function RegisteredUsers({ admin }: { admin: SessionUser }) {
  const [page, setPage] = useState(1);
  const users = useResource(useCallback((signal: AbortSignal) => listUsers(page, PAGE_SIZE, signal), [page]));
  const list = users.data?.list ?? null;
  const load: Load = users.loading
    ? { state: 'loading' }
    : users.error !== null
      ? { state: 'failed', message: errorMessage(users.error, 'Failed to fetch users'), status: users.error instanceof ApiError ? users.error.status : 0 }
      : users.data
        ? { state: 'ready', list: users.data.list }
        : { state: 'loading' };
  useEffect(() => {
    if (users.data) toast.success(users.data.message, { toastId: 'users-loaded' });
  }, [users.data]);
  useEffect(() => {
    if (users.error !== null) toast.error('Failed to fetch users', { toastId: 'users-failed' });
  }, [users.error]);
  const refresh = users.reload;
  const loading = load.state === 'loading';
  const pages = list ? Math.max(1, Math.ceil(list.total / list.limit)) : 1;

  if (load.state === 'failed' && (load.status === 401 || load.status === 403)) {
    return (
      <>
        <h1 id="users-heading">Registered Users</h1>
        <AccessMessage user={load.status === 403 ? { ...admin, role: 'user' } : null} subject="users">
          <LoginAsAdminButton className="btn" />
        </AccessMessage>
      </>
    );
  }

  return (
    <>
      <SectionHead id="users-heading" title="Registered Users" lead="Customers who registered with their mobile number, newest first.">
        <span className="badge badge-orange users-total" aria-label={list ? `${list.total} users in total` : undefined}>
          {list ? `${list.total} total` : '…'}
        </span>
        <span className="badge badge-blue">Admin: {admin.name}</span>
        <button type="button" className="btn btn-secondary btn-sm" onClick={refresh} disabled={loading}>
          {loading ? 'Refreshing...' : 'Refresh Users'}
        </button>
        <LoginAsAdminButton />
      </SectionHead>
      <SummaryCards list={list} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {loading ? 'Loading users...' : load.state === 'ready' ? `${load.list.users.length} users loaded successfully` : ''}
      </p>
      {load.state === 'failed' ? (
        <LoadFailed className="admin-panel" title="Failed to fetch users" message={load.message} onRetry={refresh} />
      ) : !list ? (
        <p className="loading-state">
          <span className="spinner" aria-hidden="true" /> Loading users...
        </p>
      ) : list.users.length === 0 ? (
        <p className="empty-state card">No registered users found</p>
      ) : (
        <div aria-busy={loading}>
          <UsersTable list={list} admin={admin} onChanged={refresh} />
          {pages > 1 && <Pagination page={list.page} pages={pages} onPage={setPage} busy={loading} />}
        </div>
      )}
    </>
  );
}

/** Registered Users (spec §2): loads data only for an admin (spec §6); the server checks the role again. */
export default function UsersSection() {
  usePageMeta('Registered Users', 'Customers registered at the restaurant.');
  const { user, isLoading } = useSession();
  return (
    <section aria-labelledby="users-heading" className="users-section">
      {isLoading ? (
        <p className="loading-state">Loading users...</p>
      ) : !user || !isStaff(user.role) ? (
        <>
          <h1 id="users-heading">Registered Users</h1>
          <AccessMessage user={user} subject="users">
            <LoginAsAdminButton className="btn" />
          </AccessMessage>
        </>
      ) : (
        <RegisteredUsers admin={user} />
      )}
    </section>
  );
}
