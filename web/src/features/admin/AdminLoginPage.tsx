import { useState, type FormEvent } from 'react';
import { isStaff } from '@domain/staff-roles';
import { toast } from 'react-toastify';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { ApiError, hasCode } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import type { AdminRedirectState } from './AdminGuard';
import { adminLogin } from '@/api/users-admin';
import { LoginAsAdminButton } from './users/LoginAsAdminButton';
import './users/admin-access.css';

const DASHBOARD = '/admindashboardpage';

/** The texts of spec §8 for each way the admin login can fail. */
function failureText(e: unknown): string {
  if (hasCode(e, 'invalid_credentials')) return 'Invalid password';
  if (e instanceof ApiError && e.status > 0) return `Admin login failed: ${e.message}`;
  return `Admin login error: ${e instanceof Error ? e.message : String(e)}`;
}

export default function AdminLoginPage() {
  usePageMeta('Admin Login', (s) => `Back office login for ${s.identity.name} staff.`);
  const { name } = useSettings().identity;
  const { user, isLoading, signIn } = useSession();
  const navigate = useNavigate();
  const redirect = useLocation().state as AdminRedirectState | null;
  const target = redirect?.from && redirect.from !== '/admin/adminlogin' ? redirect.from : DASHBOARD;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (isLoading) {
    return (
      <main id="main" className="admin-access loading-state" aria-busy="true">
        <span className="spinner" aria-hidden="true" /> Checking your session...
      </main>
    );
  }
  if (user && isStaff(user.role) && !busy) return <Navigate to={target} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!password) {
      setError('Please enter the admin password');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const session = await adminLogin(password);
      await signIn(session.token, session.user);
      toast.dismiss();
      toast.success('Admin login successful!');
      navigate(target, { replace: true });
    } catch (err) {
      const message = failureText(err);
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  };

  const denied = redirect?.denied ?? (user && !isStaff(user.role) ? { name: user.name, role: user.role ?? 'user' } : null);
  return (
    <main id="main" className="admin-access">
      <div className="admin-access-card card">
        <p className="admin-access-brand">{name}</p>
        <h1>Admin Login</h1>
        <p className="admin-access-lead">Enter the admin password to open the back office.</p>
        {denied && (
          <div className="admin-access-denied" role="alert">
            <p>
              <strong>Access denied. Admin privileges required.</strong>
            </p>
            <p>
              You are logged in as {denied.name} (role: {denied.role}).
            </p>
          </div>
        )}
        <form onSubmit={submit} noValidate>
          <PasswordField
            label="Admin Password"
            value={password}
            onChange={(value) => {
              setPassword(value);
              if (error) setError(null);
            }}
            error={error ?? undefined}
            announceError
            autoComplete="current-password"
            disabled={busy}
            autoFocus
          />
          <SubmitButton busy={busy} busyLabel="Checking..." status="Checking the password" className="btn admin-access-submit">
            Login
          </SubmitButton>
        </form>
        <p className="admin-access-alt">
          Admin with a phone account?{' '}
          <Link to="/login" state={{ from: target }}>
            Log in with your mobile number
          </Link>
        </p>
        <LoginAsAdminButton className="btn btn-ghost admin-access-test" />
        <p className="admin-access-back">
          <Link to="/">← Back to the website</Link>
        </p>
      </div>
    </main>
  );
}
