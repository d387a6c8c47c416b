import { Suspense, lazy, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { OtpProblem } from '@/components/otp';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { hasCode } from '@/lib/api-client';
import { useErrorText } from '@/i18n/errors';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { displayPhone } from '@/lib/format';
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
const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

/** The code step loads once a code is sent, keeping it out of the page's first load. */
const RegisterOtpStep = lazy(() => import('./components/RegisterOtpStep').then((m) => ({ default: m.RegisterOtpStep })));

export default function RegisterPage() {
  const restaurantName = useSettings().identity.name;
  const t = useT('account');
  const lang = useLang();
  const errorText = useErrorText();
  const errorsT = useT('errors');
  /** The server's words when a text failed, in English; the code's message in another language. */
  const textFailed = (message: string | undefined) => (message && lang !== 'en' ? errorsT('sms_not_sent') : message);
  usePageMeta(t('registerTitle'), t('registerDescription', { restaurant: restaurantName }));
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
    notify((toast) => toast.error(message));
  };
  const fail = (e: unknown) => show(errorText(e, t('registrationFailed')));

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
      if (reply.textFailed) show(textFailed(reply.textFailed) ?? reply.textFailed);
      else notify((toast) => toast.success(lang === 'en' ? message : t('otpSentTo', { phone: displayPhone(reply.phone) })));
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
      notify((toast) => {
        toast.dismiss();
        toast.success(t('welcomeTo', { restaurant: restaurantName, name: session.user.name }));
      });
      navigate(pathInLang('/', lang), { replace: true });
    } catch (err) {
      if (hasCode(err, 'otp_not_pending')) setPendingOtp(null);
      throw err;
    }
  };

  const resend = async () => {
    const reply = await resendRegistrationOtp(await pendingPhone());
    otpSent(reply);
    if (!reply.textFailed) notify((toast) => toast.success(t('newOtpSent')));
    return { ...reply, textFailed: textFailed(reply.textFailed) };
  };

  const back = () => {
    setSent(null);
    setError(null);
  };

  return (
    <AuthCard title={t('registerTitle')} other={{ prompt: t('haveAccount'), to: pathInLang('/login', lang), link: t('login') }}>
      <ol className="auth-steps" aria-label={t('registerSteps')}>
        <li aria-current={sent ? undefined : 'step'}>{t('stepDetails')}</li>
        <li aria-current={sent ? 'step' : undefined}>{t('stepVerify')}</li>
      </ol>
      {sent ? (
        <Suspense
          fallback={
            <p className="loading-state" role="status">
              {t('loading')}
            </p>
          }
        >
          <RegisterOtpStep sent={sent} onVerify={verify} onResend={resend} onBack={back} onProblem={setSessionError} />
        </Suspense>
      ) : (
        <form onSubmit={start} onFocus={warmAccountRules} noValidate>
          <TextField
            label={t('fullName')}
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
            label={t('emailOptional')}
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
            label={t('password')}
            value={details.password}
            onChange={set('password')}
            error={errors.password}
            hint={t('passwordHint')}
            autoComplete="new-password"
            disabled={busy}
          />
          {error && (
            <p className="form-error" role="alert">
              {error}
              {alreadyRegistered && (
                <>
                  {' '}
                  <Link to={pathInLang('/login', lang)}>{t('goToLogin')}</Link>
                </>
              )}
            </p>
          )}
          <SubmitButton busy={busy} busyLabel={t('sendingOtp')} className="btn auth-submit">
            {t('sendOtp')}
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
