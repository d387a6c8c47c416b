import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { deleteMyAccount, exportMyData } from '@/api/users';
import { PasswordField } from '@/components/PasswordField';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import './account.css';

/** Your data (India's DPDP Act 2023): download everything the site keeps about you, or delete your account. */
export default function MyDataPage() {
  usePageMeta('Your data', 'Download your data or delete your account.');
  const { user, isLoading, signOut } = useSession();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

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

  const remove = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Please enter your password to confirm');
    setDeleting(true);
    setError(null);
    try {
      await deleteMyAccount(password);
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
            <PasswordField id="delete-password" label="Your password, to confirm" value={password} onChange={setPassword} autoComplete="current-password" />
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
