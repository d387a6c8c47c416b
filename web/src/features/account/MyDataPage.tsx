import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { changePassword, deleteMyAccount, exportMyData, requestDeleteCode } from '@/api/users';
import { OtpField } from '@/components/OtpField';
import { PasswordField } from '@/components/PasswordField';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { loadAccountRules, warmAccountRules } from './load-rules';
import { useErrorText } from '@/i18n/errors';
import { useLang, useT } from '@/i18n/I18n';
import { pathInLang } from '@/i18n/languages';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import './account.css';

/** Your data (India's DPDP Act 2023): download everything the site keeps about you, or delete your account. */
export default function MyDataPage() {
  const t = useT('account');
  const lang = useLang();
  const errorText = useErrorText();
  const errorsT = useT('errors');
  usePageMeta(t('myDataTitle'), t('myDataDescription'));
  const { user, isLoading, signOut, signIn } = useSession();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Deleting is confirmed with the password, or with a fresh code texted to the account's phone.
  const [byCode, setByCode] = useState(false);
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [sendingCode, setSendingCode] = useState(false);
  const [pw, setPw] = useState({ currentPassword: '', password: '' });
  const [pwErrors, setPwErrors] = useState<FieldErrors<'currentPassword' | 'password'>>({});
  const [pwError, setPwError] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);

  if (isLoading)
    return (
      <main className="container page" id="main">
        <h1>{t('myDataTitle')}</h1>
        <p className="loading-state" role="status">
          {t('loadingPage')}
        </p>
      </main>
    );
  if (!user) {
    return (
      <main className="container page" id="main">
        <h1>{t('myDataTitle')}</h1>
        <KeptFor />
        <div className="empty-state card">
          <p>{t('logInForData')}</p>
          <Link to={pathInLang('/login', lang)} className="btn">
            {t('login')}
          </Link>
        </div>
      </main>
    );
  }

  const download = async () => {
    setDownloading(true);
    try {
      const data = await exportMyData();
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'my-data.json';
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      const message = errorText(e, t('downloadFailed'));
      notify((toast) => toast.error(message));
    } finally {
      setDownloading(false);
    }
  };

  const sendCode = async () => {
    setSendingCode(true);
    setError(null);
    try {
      await requestDeleteCode();
      setCodeSent(true);
      notify((toast) => toast.success(t('codeTexted')));
    } catch (err) {
      setError(errorText(err, t('codeFailed')));
    } finally {
      setSendingCode(false);
    }
  };

  const change = async (e: FormEvent) => {
    e.preventDefault();
    if (changing) return;
    const { ChangePasswordSchema } = await loadAccountRules();
    const parsed = ChangePasswordSchema.safeParse(pw);
    if (!parsed.success) return setPwErrors(fieldErrors<'currentPassword' | 'password'>(parsed.error));
    setPwErrors({});
    setPwError(null);
    setChanging(true);
    try {
      const session = await changePassword(parsed.data);
      await signIn(session.token, session.user);
      setPw({ currentPassword: '', password: '' });
      notify((toast) => toast.success(t('passwordChanged')));
    } catch (err) {
      setPwError(errorText(err, t('changeFailed')));
    } finally {
      setChanging(false);
    }
  };

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (byCode ? !/^\d{6}$/.test(code) : !password) return setError(byCode ? t('enterTextedCode') : errorsT('enterPasswordToConfirm'));
    setDeleting(true);
    setError(null);
    try {
      await deleteMyAccount(byCode ? { otp: code } : { password });
      await signOut();
      notify((toast) => toast.success(t('accountDeleted')));
      navigate(pathInLang('/', lang));
    } catch (err) {
      setError(errorText(err, t('deleteFailed')));
      setDeleting(false);
    }
  };

  return (
    <main className="container page my-data-page" id="main">
      <h1>{t('myDataTitle')}</h1>
      <section className="card">
        <h2>{t('download')}</h2>
        <p>{t('downloadLead')}</p>
        <button type="button" className="btn" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? t('preparing') : t('downloadMyData')}
        </button>
      </section>
      <section className="card">
        <h2>{t('changePassword')}</h2>
        <form onSubmit={(e) => void change(e)} onFocus={warmAccountRules} noValidate>
          <PasswordField
            label={t('currentPassword')}
            value={pw.currentPassword}
            onChange={(v) => setPw((p) => ({ ...p, currentPassword: v }))}
            error={pwErrors.currentPassword}
            autoComplete="current-password"
            disabled={changing}
          />
          <PasswordField
            label={t('newPassword')}
            value={pw.password}
            onChange={(v) => setPw((p) => ({ ...p, password: v }))}
            error={pwErrors.password}
            hint={t('passwordHint')}
            autoComplete="new-password"
            disabled={changing}
          />
          {pwError && (
            <p className="form-error" role="alert">
              {pwError}
            </p>
          )}
          <button type="submit" className="btn" disabled={changing} aria-busy={changing}>
            {changing ? t('changing') : t('changePassword')}
          </button>
        </form>
        <p className="hint">
          {t('forgotIt')} <Link to={`${pathInLang('/login', lang)}?forgot=1`}>{t('resetWithCode')}</Link>.
        </p>
      </section>
      <KeptFor />
      <section className="card">
        <h2>{t('deleteTitle')}</h2>
        <p>{t('deleteLead')}</p>
        {!asking ? (
          <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
            {t('deleteAsk')}
          </button>
        ) : (
          <form onSubmit={remove} noValidate>
            {byCode ? (
              <>
                <OtpField id="delete-code" name="otp" value={code} onChange={setCode} />
                <button type="button" className="btn btn-secondary" onClick={() => void sendCode()} disabled={sendingCode || deleting} aria-busy={sendingCode}>
                  {sendingCode ? t('sendingShort') : codeSent ? t('textNewCode') : t('textMeCode')}
                </button>
              </>
            ) : (
              <PasswordField label={t('passwordToConfirm')} value={password} onChange={setPassword} autoComplete="current-password" />
            )}
            <p className="inline-choice">
              <button
                type="button"
                className="btn-link"
                onClick={() => {
                  setByCode((b) => !b);
                  setError(null);
                }}
              >
                {byCode ? t('usePasswordInstead') : t('useCodeInstead')}
              </button>
            </p>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className="my-data-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)} disabled={deleting}>
                {t('keepAccount')}
              </button>
              <button type="submit" className="btn btn-danger" disabled={deleting} aria-busy={deleting}>
                {deleting ? t('deleting') : t('deleteForGood')}
              </button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}

/** The privacy notice's periods (DPDP Act 2023: personal data only as long as its purpose needs it), from Settings. */
function KeptFor() {
  const years = useSettings().privacy?.keepPhoneYears ?? 3;
  const t = useT('account');
  const span = t.count('years', years);
  return (
    <section className="card" aria-labelledby="kept-for">
      <h2 id="kept-for">{t('keptTitle')}</h2>
      <ul>
        <li>{t('keptUnconfirmed')}</li>
        <li>{t('keptInvoices', { span })}</li>
        <li>{t('keptVisits', { span })}</li>
        <li>{t('keptTexts')}</li>
        <li>{t('keptDelete')}</li>
      </ul>
    </section>
  );
}
