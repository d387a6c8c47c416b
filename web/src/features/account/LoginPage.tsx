import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { failedOffline, isOffline, useRetryWhenOnline } from '@/lib/offline';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/session';
import { login, requestLoginCode, requestPasswordReset, resetPassword, verifyLoginCode, type SessionReply } from '@/api/users';
import { OtpProblem } from '@/components/otp';
import { AuthCard } from './components/AuthCard';
import { PhoneCodeFlow } from './components/PhoneCodeFlow';
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

const CODE_TEXTS = {
  title: 'Enter the code',
  verify: 'Sign in',
  verifying: 'Signing in...',
  cancel: 'Back',
  resend: (s: number) => (s > 0 ? `Resend in ${s}s` : 'Resend code'),
  expired: 'This code has expired. Please request a new one.',
};
/** Issue 41: with no network, the sign-in waits on the phone and is sent when the network returns. */
const OFFLINE_LOGIN = "You're offline: we'll sign you in when you're back online";
const RESET_TEXTS = { ...CODE_TEXTS, verify: 'Set new password', verifying: 'Saving...' };

export default function LoginPage() {
  const restaurantName = useSettings().identity.name;
  usePageMeta('Login', `Log in to ${restaurantName} with a code texted to your mobile number, or with your password, to order and see your orders.`);
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const from = (location.state as { from?: unknown } | null)?.from;
  // "Sign in with a code" is the default (issue 41): nobody remembers a password for a restaurant.
  const [withPassword, setWithPassword] = useState(false);
  const forgot = search.get('forgot') === '1';
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const finish = async (session: SessionReply, welcome = `Welcome back, ${session.user.name}!`) => {
    setBusy(true);
    await signIn(session.token, session.user);
    notify((t) => {
      t.dismiss();
      t.success(welcome);
    });
    navigate(await destination(from, session.user.role), { replace: true });
  };

  // What the password sign-in needs loads with the page, so a phone that then loses the network is told so.
  useEffect(warmAccountRules, []);
  const network = useRetryWhenOnline(() => void logIn());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await logIn();
  };

  const logIn = async () => {
    if (busy) return;
    if (isOffline()) return network.wait();
    network.clear();
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
      await finish(await login(parsed.data.phone, parsed.data.password));
    } catch (err) {
      setBusy(false);
      if (failedOffline(err)) return network.wait();
      const message = errorMessage(err, 'Login failed. Please try again.');
      setFormError(message);
      notify((t) => t.error(message));
    }
  };

  const withCode = async (phoneNumber: string, otp: string) => finish(await verifyLoginCode(phoneNumber, otp));

  const reset = async (phoneNumber: string, otp: string) => {
    const { PasswordSchema } = await loadAccountRules();
    const parsed = PasswordSchema.safeParse(newPassword);
    if (!parsed.success) throw new OtpProblem(parsed.error.issues[0]?.message ?? 'Please choose a new password');
    await finish(
      await resetPassword({ phone: phoneNumber, otp, password: parsed.data }),
      'Your password is changed. You are signed out on every other device.',
    );
  };

  const signedInNote = user && !busy && (
    <p className="auth-note" role="status">
      You are logged in as <strong>{user.name}</strong>. <Link to="/">Go to the home page</Link>
    </p>
  );

  if (forgot) {
    return (
      <AuthCard title="Reset your password" other={{ prompt: 'Remembered it?', to: '/login', link: 'Back to Login' }}>
        <p className="auth-lead">We will text a code to your mobile number. Enter it with a new password, and you are signed in.</p>
        <PhoneCodeFlow
          sendLabel="Text me a code"
          send={requestPasswordReset}
          phone={phone}
          onPhone={setPhone}
          verify={reset}
          texts={RESET_TEXTS}
          failed="Could not reset your password. Please try again."
          extra={<PasswordField label="New password" value={newPassword} onChange={setNewPassword} hint="minimum 6 characters" autoComplete="new-password" />}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Login" other={{ prompt: `New to ${restaurantName}?`, to: '/register', link: 'Register' }}>
      <p className="auth-lead">Welcome back! Log in with your mobile number to order and follow your orders.</p>
      {signedInNote}
      {withPassword ? (
        <>
          <form onSubmit={submit} onFocus={warmAccountRules} noValidate aria-describedby={formError ? 'login-error' : undefined}>
            <MobileNumberField value={phone} onChange={setPhone} error={errors.phone} disabled={busy} />
            <PasswordField label="Password" value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" disabled={busy} />
            {network.offline ? (
              <p className="form-error form-offline" role="alert">
                {OFFLINE_LOGIN}
              </p>
            ) : (
              formError && (
                <p className="form-error" id="login-error" role="alert">
                  {formError}
                </p>
              )
            )}
            <SubmitButton busy={busy} busyLabel="Logging in..." className="btn auth-submit">
              Login
            </SubmitButton>
          </form>
          <p className="auth-alt">
            <Link to="/login?forgot=1">Forgot password?</Link>
          </p>
          <p className="auth-alt">
            <button type="button" className="btn-link" onClick={() => setWithPassword(false)}>
              Sign in with a code
            </button>
          </p>
        </>
      ) : (
        <>
          <PhoneCodeFlow
            phone={phone}
            onPhone={setPhone}
            sendLabel="Text me a code"
            send={requestLoginCode}
            verify={withCode}
            texts={CODE_TEXTS}
            failed="Login failed. Please try again."
          />
          <p className="auth-alt">
            <button type="button" className="btn-link" onClick={() => setWithPassword(true)}>
              Use password instead
            </button>
          </p>
          <p className="auth-alt">
            <Link to="/login?forgot=1">Forgot password?</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
