import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { PasswordField } from '@/components/PasswordField';
import { MobileNumberField } from '@/components/MobileNumberField';
import { ApiError, errorMessage, setSessionEndedHandler } from '@/lib/api-client';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { SubmitButton } from '@/components/SubmitButton';
import { can, roleOf } from '@domain/staff-roles';
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
export function SessionExpiry({ variant = 'dialog' }: { variant?: 'dialog' | 'banner' }) {
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
  if (variant === 'banner') {
    return (
      <SignInAgainBanner
        previous={previous}
        onSignedIn={async (session) => {
          // The board's device may be signed in again by whoever can use it: the kitchen's account, or a manager's.
          if (session.user.id !== previous.id && !can(roleOf(session.user.role), 'kitchen')) {
            throw new Error(`${session.user.name}'s account can't use the Kitchen display: sign in with the kitchen's account.`);
          }
          await signIn(session.token, session.user);
          toast.success('Signed in again: the board is live');
          finish(true);
        }}
      />
    );
  }
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
type SignedIn = (s: { token: string; user: SessionUser }) => Promise<void>;

/** The phone and password form both variants share: checked with /login's rules, then sent. */
function useSignInAgain(previous: SessionUser, onSignedIn: SignedIn) {
  const [phone, setPhone] = useState(previous.phone ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
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
        setErrors(fieldErrors<Field>(parsed.error));
        setBusy(false);
        return;
      }
      setErrors({});
      setFormError(null);
      await onSignedIn(await login(parsed.data.phone, parsed.data.password));
    } catch (err) {
      setFormError(errorMessage(err, err instanceof Error && !(err instanceof ApiError) ? err.message : 'Login failed. Please try again.'));
      setBusy(false);
    }
  };
  return { phone, setPhone, password, setPassword, errors, formError, busy, submit };
}

/** The phone and password of a sign-in again, in the dialog and in the Kitchen display's banner alike. */
function SignInFields({ f, autoFocus = false }: { f: ReturnType<typeof useSignInAgain>; autoFocus?: boolean }) {
  return (
    <>
      <MobileNumberField value={f.phone} onChange={f.setPhone} error={f.errors.phone} disabled={f.busy} />
      <PasswordField
        label="Password"
        value={f.password}
        onChange={f.setPassword}
        error={f.errors.password}
        autoComplete="current-password"
        disabled={f.busy}
        {...(autoFocus ? { 'data-autofocus': true } : {})}
      />
    </>
  );
}

function SignInAgainDialog({ previous, onCancel, onSignedIn }: { previous: SessionUser; onCancel: () => void; onSignedIn: SignedIn }) {
  const f = useSignInAgain(previous, onSignedIn);
  return (
    <Modal title="Your session ended: sign in again" onClose={onCancel} busy={f.busy} size="sm">
      <p className="admin-sub">Sign in to carry on where you were: what you typed on this screen is kept, and what you were saving is sent again.</p>
      <form onSubmit={(e) => void f.submit(e)} noValidate aria-describedby={f.formError ? 'session-expiry-error' : undefined}>
        <SignInFields f={f} autoFocus />
        <FormDialogActions
          error={f.formError}
          errorId="session-expiry-error"
          busy={f.busy}
          onCancel={onCancel}
          submitLabel="Sign in"
          busyLabel="Signing in..."
        />
      </form>
    </Modal>
  );
}

/**
 * The Kitchen display's way: a banner over the foot of the board, never a dialog or a new page, so the tickets it
 * has stay in view (and tappable; taps wait and go once signed in) and the board goes live again on sign-in.
 */
function SignInAgainBanner({ previous, onSignedIn }: { previous: SessionUser; onSignedIn: SignedIn }) {
  const f = useSignInAgain(previous, onSignedIn);
  return (
    <section className="session-banner" role="region" aria-labelledby="session-banner-title">
      <div className="session-banner-text">
        <h2 id="session-banner-title">Signed out — sign in again</h2>
        <p>The board shows the orders it had; new ones appear once you sign in. Taps made now are sent then.</p>
      </div>
      <form className="session-banner-form" onSubmit={(e) => void f.submit(e)} noValidate aria-describedby={f.formError ? 'session-banner-error' : undefined}>
        <SignInFields f={f} />
        <SubmitButton busy={f.busy} busyLabel="Signing in...">
          Sign in
        </SubmitButton>
        {f.formError && (
          <p className="form-error" id="session-banner-error" role="alert">
            {f.formError}
          </p>
        )}
      </form>
    </section>
  );
}
