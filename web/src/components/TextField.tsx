import { useId, type InputHTMLAttributes } from 'react';
import { useValidationText } from '@/i18n/errors';

/** The ids a field's input is described by: its hint and its error, when shown. */
export const describedBy = (id: string, hint?: string, error?: string) => [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

interface FieldNotesProps {
  id: string;
  hint?: string;
  error?: string;
  /** Announce the error as it appears: for a form whose only field carries the form's error. */
  announceError?: boolean;
}

/** A field's hint and error under its input, with the ids describedBy points at. */
export function FieldNotes({ id, hint, error: message, announceError = false }: FieldNotesProps) {
  // A schema's English message reads in the page's language (a Gujarati or Hindi page); English is shown as it is.
  const error = useValidationText()(message);
  return (
    <>
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="error" id={`${id}-error`} role={announceError ? 'alert' : undefined}>
          {error}
        </span>
      )}
    </>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, value, onChange, error, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
