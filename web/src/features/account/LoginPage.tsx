import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { useErrorText } from '@/i18n/errors';
import { useLang, useT, type Translate } from '@/i18n/I18n';
import { pathInLang, type Lang } from '@/i18n/languages';
import { notify } from '@/lib/notify';
import { failedOffline, isOffline, useRetryWhenOnline } from '@/lib/offline';
import { usePageMeta } from '@/lib/page-meta';
import { useSettings } from '@/lib/settings';
import { useSession } from '@/lib/session';
import { login, requestLoginCode, requestPasswordReset, resetPassword, verifyLoginCode, type SessionReply } from '@/api/users';
import { OtpProblem } from '@/components/otp';
import { AuthCard } from './components/AuthCard';
import { withNode } from './components/with-node';
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
async function destination(from: unknown, role: Role, lang: Lang): Promise<string> {
  if (!isStaff(role)) return pathInLang('/', lang);
  if (typeof from === 'string' && /^\/admin/.test(from)) return from;
  if (role === 'owner') return '/';
  // The permissions table loads only for staff: it stays out of the guest's login page.
  const { homeScreen } = await import('@domain/staff-roles');
  return homeScreen(role);
}

/** The code step's words, in the page's language (the English word for word as before). */
const codeTexts = (t: Translate<'account'>) => ({
  title: t('codeTitle'),
  verify: t('codeVerify'),
  verifying: t('codeVerifying'),
  cancel: t('back'),
  resend: (s: number) => (s > 0 ? t('resendIn', { seconds: s }) : t('resendCode')),
  expired: t('codeExpired'),
  expiresIn: (time: ReactNode) => withNode(t('expiresIn', { time: '\u0000' }), time),
  sending: t('sending'),
});

export default function LoginPage() {
  const restaurantName = useSettings().identity.name;
  const t = useT('account');
  const lang = useLang();
  const errorText = useErrorText();
  usePageMeta(t('loginTitle'), t('loginDescription', { restaurant: restaurantName }));
  const CODE_TEXTS = codeTexts(t);
  const RESET_TEXTS = { ...CODE_TEXTS, verify: t('setNewPassword'), verifying: t('saving') };
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

  const finish = async (session: SessionReply, welcome = t('welcomeBack', { name: session.user.name })) => {
    setBusy(true);
    await signIn(session.token, session.user);
    notify((t) => {
      t.dismiss();
      t.success(welcome);
    });
    navigate(await destination(from, session.user.role, lang), { replace: true });
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
      const message = errorText(err, t('loginFailed'));
      setFormError(message);
      notify((t) => t.error(message));
    }
  };

  const withCode = async (phoneNumber: string, otp: string) => finish(await verifyLoginCode(phoneNumber, otp));

  const reset = async (phoneNumber: string, otp: string) => {
    const { PasswordSchema } = await loadAccountRules();
    const parsed = PasswordSchema.safeParse(newPassword);
    if (!parsed.success) throw new OtpProblem(parsed.error.issues[0]?.message ?? t('chooseNewPassword'));
    await finish(await resetPassword({ phone: phoneNumber, otp, password: parsed.data }), t('passwordChanged'));
  };

  const signedInNote = user && !busy && (
    <p className="auth-note" role="status">
      {t('loggedInAs')} <strong>{user.name}</strong>. <Link to={pathInLang('/', lang)}>{t('goHome')}</Link>
    </p>
  );

  if (forgot) {
    return (
      <AuthCard title={t('resetTitle')} other={{ prompt: t('remembered'), to: pathInLang('/login', lang), link: t('backToLogin') }}>
        <p className="auth-lead">{t('resetLead')}</p>
        <PhoneCodeFlow
          sendLabel={t('textMeCode')}
          send={requestPasswordReset}
          phone={phone}
          onPhone={setPhone}
          verify={reset}
          texts={RESET_TEXTS}
          failed={t('resetFailed')}
          extra={<PasswordField label={t('newPassword')} value={newPassword} onChange={setNewPassword} hint={t('passwordHint')} autoComplete="new-password" />}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('loginTitle')} other={{ prompt: t('newTo', { restaurant: restaurantName }), to: pathInLang('/register', lang), link: t('register') }}>
      <p className="auth-lead">{t('loginLead')}</p>
      {signedInNote}
      {withPassword ? (
        <>
          <form onSubmit={submit} onFocus={warmAccountRules} noValidate aria-describedby={formError ? 'login-error' : undefined}>
            <MobileNumberField value={phone} onChange={setPhone} error={errors.phone} disabled={busy} />
            <PasswordField
              label={t('password')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
              disabled={busy}
            />
            {network.offline ? (
              <p className="form-error form-offline" role="alert">
                {t('offlineLogin')}
              </p>
            ) : (
              formError && (
                <p className="form-error" id="login-error" role="alert">
                  {formError}
                </p>
              )
            )}
            <SubmitButton busy={busy} busyLabel={t('loggingIn')} className="btn auth-submit">
              {t('login')}
            </SubmitButton>
          </form>
          <p className="auth-alt">
            <Link to={`${pathInLang('/login', lang)}?forgot=1`}>{t('forgotPassword')}</Link>
          </p>
          <p className="auth-alt">
            <button type="button" className="btn-link" onClick={() => setWithPassword(false)}>
              {t('signInWithCode')}
            </button>
          </p>
        </>
      ) : (
        <>
          <PhoneCodeFlow
            phone={phone}
            onPhone={setPhone}
            sendLabel={t('textMeCode')}
            send={requestLoginCode}
            verify={withCode}
            texts={CODE_TEXTS}
            failed={t('loginFailed')}
          />
          <p className="auth-alt">
            <button type="button" className="btn-link" onClick={() => setWithPassword(true)}>
              {t('usePassword')}
            </button>
          </p>
          <p className="auth-alt">
            <Link to={`${pathInLang('/login', lang)}?forgot=1`}>{t('forgotPassword')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
