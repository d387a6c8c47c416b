import { useId, useState, type InputHTMLAttributes } from 'react';
import { useT } from '@/i18n/I18n';
import { describedBy, FieldNotes } from './TextField';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'autoComplete'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  /** Announce the error as it appears: for a form whose only field is this one. */
  announceError?: boolean;
}

/** A password input with a Show/Hide toggle, its hint and its error tied to it for screen readers. */
export function PasswordField({ label, value, onChange, error, hint, announceError, ...input }: PasswordFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const t = useT('account');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          name="password"
          maxLength={128}
          {...input}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
        />
        <button type="button" className="password-toggle" onClick={() => setShown((s) => !s)} aria-pressed={shown} aria-controls={id}>
          {shown ? t('hide') : t('show')}
          <span className="visually-hidden">{t('passwordSr')}</span>
        </button>
      </div>
      <FieldNotes id={id} hint={hint} error={error} announceError={announceError} />
    </div>
  );
}
