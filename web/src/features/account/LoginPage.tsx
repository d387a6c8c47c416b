import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/session';
import { login } from '@/api/users';
import { AuthCard } from './components/AuthCard';
import { MobileNumberField } from '@/components/MobileNumberField';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { loadAccountRules, warmAccountRules } from './load-rules';
import { isStaff, type Role } from '@domain/roles';
import './account.css';

type Field = 'phone' | 'password';

/**
 * Where to go after login: back to the admin screen that sent staff here, else home (spec §2);
 * staff other than the owner (the spec's admin) go to the first screen of their role instead.
 */
async function destination(from: unknown, role: Role): Promise<string> {
  if (!isStaff(role)) return '/';
  if (typeof from === 'string' && /^\/admin/.test(from)) return from;
  if (role === 'owner') return '/';
  // The permissions table loads only for staff: it stays out of the guest's login page.
  const { homeScreen } = await import('@domain/staff-roles');
  return homeScreen(role);
}

export default function LoginPage() {
  const restaurantName = useSettings().identity.name;
  usePageMeta('Login', `Log in to ${restaurantName} with your mobile number and password to order and see your orders.`);
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { LoginSchema } = await loadAccountRules();
    const parsed = LoginSchema.safeParse({ phone, password });
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const session = await login(parsed.data.phone, parsed.data.password);
      await signIn(session.token, session.user);
      notify((t) => {
        t.dismiss();
        t.success(`Welcome back, ${session.user.name}!`);
      });
      navigate(await destination(from, session.user.role), { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Login failed. Please try again.');
      setFormError(message);
      notify((t) => t.error(message));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Login" other={{ prompt: `New to ${restaurantName}?`, to: '/register', link: 'Register' }}>
      <p className="auth-lead">Welcome back! Log in with your mobile number to order and follow your orders.</p>
      {user && !busy && (
        <p className="auth-note" role="status">
          You are logged in as <strong>{user.name}</strong>. <Link to="/">Go to the home page</Link>
        </p>
      )}
      <form onSubmit={submit} onFocus={warmAccountRules} noValidate aria-describedby={formError ? 'login-error' : undefined}>
        <MobileNumberField value={phone} onChange={setPhone} error={errors.phone} disabled={busy} />
        <PasswordField label="Password" value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" disabled={busy} />
        {formError && (
          <p className="form-error" id="login-error" role="alert">
            {formError}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Logging in..." className="btn auth-submit">
          Login
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
