import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { PasswordField } from '@/components/PasswordField';
import { MobileNumberField } from '@/components/MobileNumberField';
import { errorMessage, setSessionEndedHandler } from '@/lib/api-client';
import { useSession, type SessionUser } from '@/lib/session';
import { login } from '@/api/users';
import { FormDialogActions } from './FormDialogActions';
import { Modal } from './Modal';

interface Waiting {
  promise: Promise<boolean>;
  resolve: (signedIn: boolean) => void;
}

/**
 * While a back office screen is open, a call refused because the session ended (expired or revoked)
 * does not leave the screen: a dialog asks the admin to sign in again over it, the screen and any
 * form stay as they were, and the refused calls are made again. Cancel, or another account, goes to /login.
 */
export function SessionExpiry() {
  const { user, signIn, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const waiting = useRef<Waiting | null>(null);
  const who = useRef<SessionUser | null>(user);
  if (!open) who.current = user;

  useEffect(() => {
    setSessionEndedHandler(() => {
      if (!waiting.current) {
        let resolve: (signedIn: boolean) => void = () => undefined;
        const promise = new Promise<boolean>((r) => (resolve = r));
        waiting.current = { promise, resolve };
        setOpen(true);
      }
      return waiting.current.promise;
    });
    return () => {
      setSessionEndedHandler(null);
      waiting.current?.resolve(false);
      waiting.current = null;
    };
  }, []);

  const finish = useCallback((signedIn: boolean) => {
    waiting.current?.resolve(signedIn);
    waiting.current = null;
    setOpen(false);
  }, []);

  const leave = useCallback(() => {
    finish(false);
    navigate('/login', { replace: true, state: { from: pathname } });
    void signOut();
  }, [finish, navigate, pathname, signOut]);

  if (!open || !who.current) return null;
  const previous = who.current;
  return (
    <SignInAgainDialog
      previous={previous}
      onCancel={leave}
      onSignedIn={async (session) => {
        if (session.user.id !== previous.id) {
          toast.info(`That is ${session.user.name}'s account, not ${previous.name}'s: log in again here.`);
          leave();
          return;
        }
        await signIn(session.token, session.user);
        toast.success('Signed in again');
        finish(true);
      }}
    />
  );
}

type Field = 'phone' | 'password';

function SignInAgainDialog({
  previous,
  onCancel,
  onSignedIn,
}: {
  previous: SessionUser;
  onCancel: () => void;
  onSignedIn: (s: { token: string; user: SessionUser }) => Promise<void>;
}) {
  const [phone, setPhone] = useState(previous.phone ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      // The rules /login and the API check, loaded when first needed.
      const { LoginSchema } = await import('@domain/users');
      const parsed = LoginSchema.safeParse({ phone, password });
      if (!parsed.success) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error.issues) found[String(issue.path[0]) as Field] ??= issue.message;
        setErrors(found);
        setBusy(false);
        return;
      }
      setErrors({});
      setFormError(null);
      await onSignedIn(await login(parsed.data.phone, parsed.data.password));
    } catch (err) {
      setFormError(errorMessage(err, 'Login failed. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Modal title="Your session ended: sign in again" onClose={onCancel} busy={busy} size="sm">
      <p className="admin-sub">Sign in to carry on where you were: what you typed on this screen is kept, and what you were saving is sent again.</p>
      <form onSubmit={(e) => void submit(e)} noValidate aria-describedby={formError ? 'session-expiry-error' : undefined}>
        <MobileNumberField value={phone} onChange={setPhone} error={errors.phone} disabled={busy} />
        <PasswordField
          label="Password"
          value={password}
          onChange={setPassword}
          error={errors.password}
          autoComplete="current-password"
          disabled={busy}
          data-autofocus
        />
        <FormDialogActions error={formError} errorId="session-expiry-error" busy={busy} onCancel={onCancel} submitLabel="Sign in" busyLabel="Signing in..." />
      </form>
    </Modal>
  );
}
