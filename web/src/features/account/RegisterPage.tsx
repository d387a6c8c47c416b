import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OtpProblem } from '@/components/otp';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { hasCode, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/session';
import { resendRegistrationOtp, startRegistration, verifyRegistration, type OtpSent } from '@/api/users';
import { AuthCard } from './components/AuthCard';
import { MobileNumberField } from '@/components/MobileNumberField';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { loadAccountRules, warmAccountRules } from './load-rules';
import './account.css';

type Field = 'name' | 'phone' | 'email' | 'password';
const FALLBACK = 'Registration failed';
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

/** The code step loads once a code is sent, keeping it out of the page's first load. */
const RegisterOtpStep = lazy(() => import('./components/RegisterOtpStep').then((m) => ({ default: m.RegisterOtpStep })));

export default function RegisterPage() {
  const restaurantName = useSettings().identity.name;
  usePageMeta('Register', `Create a ${restaurantName} account with your mobile number: order online and follow your orders.`);
  const { pendingOtp, setPendingOtp, signIn, setError: setSessionError } = useSession();
  const navigate = useNavigate();
  const [details, setDetails] = useState({ name: '', phone: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sent, setSent] = useState<OtpSent | null>(null);
  const [lastSent, setLastSent] = useState<OtpSent | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);

  const set = (field: Field) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const show = (message: string) => {
    setError(message);
    setSessionError(message);
    notify((t) => t.error(message));
  };
  const fail = (e: unknown) => show(errorMessage(e, FALLBACK));

  const otpSent = (reply: OtpSent) => {
    setSent(reply);
    setLastSent(reply);
    // Spec §9: the registration OTP appears in the browser console for testing; only a local server sends it.
    if (IS_LOCAL && reply.testOtp) console.info(`Registration OTP (local testing): ${reply.testOtp}`);
  };

  const start = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const { DetailsSchema } = await loadAccountRules();
    const parsed = DetailsSchema.safeParse(details);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setError(null);
    setAlreadyRegistered(false);
    setBusy(true);
    try {
      const { sent: reply, message } = await startRegistration({ ...parsed.data, email: parsed.data.email ?? '' });
      setPendingOtp({ phone: parsed.data.phone, name: parsed.data.name });
      // The same code as before (the person went Back): a local server can't repeat it, the last reply still has it.
      const testOtp = reply.testOtp ?? (lastSent?.phone === reply.phone ? lastSent.testOtp : undefined);
      otpSent({ ...reply, ...(testOtp ? { testOtp } : {}) });
      if (reply.textFailed) show(reply.textFailed);
      else notify((t) => t.success(message));
    } catch (err) {
      setAlreadyRegistered(hasCode(err, 'already_registered'));
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  /** The pending phone, or the step's refusal when it is gone (as after a logout in another tab). */
  const pendingPhone = async () => {
    const { MESSAGES } = await loadAccountRules();
    if (!pendingOtp) throw new OtpProblem(MESSAGES.noPending);
    return pendingOtp.phone;
  };

  const verify = async (otp: string) => {
    try {
      const session = await verifyRegistration(await pendingPhone(), otp);
      await signIn(session.token, session.user);
      notify((t) => {
        t.dismiss();
        t.success(`Welcome to ${restaurantName}, ${session.user.name}!`);
      });
      navigate('/', { replace: true });
    } catch (err) {
      if (hasCode(err, 'otp_not_pending')) setPendingOtp(null);
      throw err;
    }
  };

  const resend = async () => {
    const reply = await resendRegistrationOtp(await pendingPhone());
    otpSent(reply);
    if (!reply.textFailed) notify((t) => t.success('A new OTP has been sent'));
    return reply;
  };

  const back = () => {
    setSent(null);
    setError(null);
  };

  return (
    <AuthCard title="Register" other={{ prompt: 'Already have an account?', to: '/login', link: 'Login' }}>
      <ol className="auth-steps" aria-label="Registration steps">
        <li aria-current={sent ? undefined : 'step'}>Your details</li>
        <li aria-current={sent ? 'step' : undefined}>Verify OTP</li>
      </ol>
      {sent ? (
        <Suspense
          fallback={
            <p className="loading-state" role="status">
              Loading…
            </p>
          }
        >
          <RegisterOtpStep sent={sent} onVerify={verify} onResend={resend} onBack={back} onProblem={setSessionError} />
        </Suspense>
      ) : (
        <form onSubmit={start} onFocus={warmAccountRules} noValidate>
          <TextField
            label="Full Name"
            name="name"
            autoComplete="name"
            maxLength={80}
            value={details.name}
            onChange={set('name')}
            error={errors.name}
            disabled={busy}
          />
          <MobileNumberField value={details.phone} onChange={set('phone')} error={errors.phone} disabled={busy} />
          <TextField
            label="Email (optional)"
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            value={details.email}
            onChange={set('email')}
            error={errors.email}
            disabled={busy}
          />
          <PasswordField
            label="Password"
            value={details.password}
            onChange={set('password')}
            error={errors.password}
            hint="minimum 6 characters"
            autoComplete="new-password"
            disabled={busy}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
              {alreadyRegistered && (
                <>
                  {' '}
                  <Link to="/login">Go to Login</Link>
                </>
              )}
            </p>
          )}
          <SubmitButton busy={busy} busyLabel="Sending OTP..." className="btn auth-submit">
            Send OTP
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
