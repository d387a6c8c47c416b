import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  /** Shown while the request runs, beside a spinner: "Signing in...". */
  busyLabel: string;
  /** What the spinner announces, when it says more than the button: "Checking the password". */
  status?: string;
  className?: string;
}

/** A form's submit button: it can't be pressed twice, and shows it is working until the request ends. */
export function SubmitButton({ busy, children, busyLabel, status, className = 'btn' }: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {busy ? (
        <>
          <Spinner label={status ?? busyLabel.replace(/\.+$/, '')} /> {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
