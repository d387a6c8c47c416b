import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { changePassword, deleteMyAccount, exportMyData, requestDeleteCode } from '@/api/users';
import { OtpField } from '@/components/OtpField';
import { PasswordField } from '@/components/PasswordField';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { loadAccountRules, warmAccountRules } from './load-rules';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import './account.css';

/** Your data (India's DPDP Act 2023): download everything the site keeps about you, or delete your account. */
export default function MyDataPage() {
  usePageMeta('Your data', 'Download your data or delete your account.');
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
        <h1>Your data</h1>
        <p className="loading-state" role="status">
          Loading...
        </p>
      </main>
    );
  if (!user) {
    return (
      <main className="container page" id="main">
        <h1>Your data</h1>
        <KeptFor />
        <div className="empty-state card">
          <p>Please log in to download or delete your data.</p>
          <Link to="/login" className="btn">
            Login
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
      const message = errorMessage(e, 'Could not prepare your data. Please try again.');
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
      notify((toast) => toast.success('We have texted a 6-digit code to your phone.'));
    } catch (err) {
      setError(errorMessage(err, 'Could not text a code. Please try again.'));
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
      notify((toast) => toast.success('Your password is changed. You are signed out on every other device.'));
    } catch (err) {
      setPwError(errorMessage(err, 'Could not change your password. Please try again.'));
    } finally {
      setChanging(false);
    }
  };

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (byCode ? !/^\d{6}$/.test(code) : !password)
      return setError(byCode ? 'Please enter the 6-digit code we texted you' : 'Please enter your password to confirm');
    setDeleting(true);
    setError(null);
    try {
      await deleteMyAccount(byCode ? { otp: code } : { password });
      await signOut();
      notify((toast) => toast.success('Your account is deleted'));
      navigate('/');
    } catch (err) {
      setError(errorMessage(err, 'Could not delete your account. Nothing was changed: please try again.'));
      setDeleting(false);
    }
  };

  return (
    <main className="container page my-data-page" id="main">
      <h1>Your data</h1>
      <section className="card">
        <h2>Download</h2>
        <p>Your account, your orders and your bookings, as a JSON file.</p>
        <button type="button" className="btn" onClick={() => void download()} disabled={downloading} aria-busy={downloading}>
          {downloading ? 'Preparing...' : 'Download my data'}
        </button>
      </section>
      <section className="card">
        <h2>Change password</h2>
        <form onSubmit={(e) => void change(e)} onFocus={warmAccountRules} noValidate>
          <PasswordField
            label="Current password"
            value={pw.currentPassword}
            onChange={(v) => setPw((p) => ({ ...p, currentPassword: v }))}
            error={pwErrors.currentPassword}
            autoComplete="current-password"
            disabled={changing}
          />
          <PasswordField
            label="New password"
            value={pw.password}
            onChange={(v) => setPw((p) => ({ ...p, password: v }))}
            error={pwErrors.password}
            hint="minimum 6 characters"
            autoComplete="new-password"
            disabled={changing}
          />
          {pwError && (
            <p className="form-error" role="alert">
              {pwError}
            </p>
          )}
          <button type="submit" className="btn" disabled={changing} aria-busy={changing}>
            {changing ? 'Changing...' : 'Change password'}
          </button>
        </form>
        <p className="hint">
          Forgot it? <Link to="/login?forgot=1">Reset it with a code</Link>.
        </p>
      </section>
      <KeptFor />
      <section className="card">
        <h2>Delete my account</h2>
        <p>
          Your account, your name and phone on your orders and bookings, and what we noted about you are deleted. The orders themselves stay, without your name
          or phone, because the tax records need them.
        </p>
        {!asking ? (
          <button type="button" className="btn btn-danger" onClick={() => setAsking(true)}>
            Delete my account...
          </button>
        ) : (
          <form onSubmit={remove} noValidate>
            {byCode ? (
              <>
                <OtpField id="delete-code" name="otp" value={code} onChange={setCode} />
                <button type="button" className="btn btn-secondary" onClick={() => void sendCode()} disabled={sendingCode || deleting} aria-busy={sendingCode}>
                  {sendingCode ? 'Sending...' : codeSent ? 'Text me a new code' : 'Text me a code'}
                </button>
              </>
            ) : (
              <PasswordField label="Your password, to confirm" value={password} onChange={setPassword} autoComplete="current-password" />
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
                {byCode ? 'Use my password instead' : 'Confirm with a code texted to my phone instead'}
              </button>
            </p>
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className="my-data-actions">
              <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)} disabled={deleting}>
                Keep my account
              </button>
              <button type="submit" className="btn btn-danger" disabled={deleting} aria-busy={deleting}>
                {deleting ? 'Deleting...' : 'Delete for good'}
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
  const span = `${years} year${years === 1 ? '' : 's'}`;
  return (
    <section className="card" aria-labelledby="kept-for">
      <h2 id="kept-for">How long we keep your data</h2>
      <ul>
        <li>An order or booking you don&apos;t confirm with its code (or pay for) is deleted a day after the code or payment expires.</li>
        <li>
          Confirmed orders are our tax invoices: their amounts and tax are kept for 8 years. Your name and phone on them, and on your bookings, are removed
          after {span}.
        </li>
        <li>Our record of your visits, and any note about you, is deleted once you haven&apos;t visited for {span}.</li>
        <li>Texts about your orders and bookings are kept 30 days, and so is your place on our waitlist; sign-in codes an hour after they expire.</li>
        <li>Deleting your account removes it and its sign-in at once, with your name and phone on your orders and bookings.</li>
      </ul>
    </section>
  );
}
