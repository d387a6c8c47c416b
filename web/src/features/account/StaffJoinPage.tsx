import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { homeScreen, isStaff } from '@domain/staff-roles';
import { joinStaff } from '@/api/users';
import { MobileNumberField } from '@/components/MobileNumberField';
import { PasswordField } from '@/components/PasswordField';
import { SubmitButton } from '@/components/SubmitButton';
import { TextField } from '@/components/TextField';
import { errorMessage, hasCode } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { AuthCard } from './components/AuthCard';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { loadAccountRules, warmAccountRules } from './load-rules';
import './account.css';

type Field = 'phone' | 'code' | 'password';

/** /staff/join: someone the owner invited sets their password with the texted code and lands on their first screen. */
export default function StaffJoinPage() {
  const restaurantName = useSettings().identity.name;
  usePageMeta('Join the staff', `Join the staff of ${restaurantName} with the code you were texted.`);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState({ phone: '', code: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'code' ? value.replace(/\D/g, '').slice(0, 6) : value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFormError(null);
    const { JoinInput } = await loadAccountRules();
    const parsed = JoinInput.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors<Field>(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const session = await joinStaff(parsed.data);
      await signIn(session.token, session.user);
      notify((t) => t.success(`Welcome to the staff, ${session.user.name}!`));
      navigate(isStaff(session.user.role) ? homeScreen(session.user.role) : '/', { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Could not join. Please try again.');
      if (hasCode(err, 'otp_invalid', 'otp_expired', 'otp_used', 'otp_attempts_exhausted', 'otp_not_pending')) setErrors({ code: message });
      else setFormError(message);
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Join the staff" other={{ prompt: 'Already joined?', to: '/login', link: 'Login' }}>
      <p className="auth-lead">Enter the phone you were invited on, the 6-digit code we texted you and the password you want.</p>
      <form onSubmit={submit} onFocus={warmAccountRules} noValidate aria-describedby={formError ? 'join-error' : undefined}>
        <MobileNumberField value={form.phone} onChange={set('phone')} error={errors.phone} disabled={busy} />
        <TextField
          label="Code from the text"
          value={form.code}
          onChange={set('code')}
          error={errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6 digits"
          disabled={busy}
        />
        <PasswordField
          label="New password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint="At least 6 characters"
          autoComplete="new-password"
          disabled={busy}
        />
        {formError && (
          <p className="form-error" id="join-error" role="alert">
            {formError}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel="Joining..." className="btn auth-submit">
          Join
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
