import { useId, useState, type FormEvent } from 'react';
import { durationText } from '@domain/booking-text';
import { PhoneField } from '@/components/PhoneField';
import { errorMessage } from '@/lib/api-client';
import { useSettings } from '@/lib/settings';
import { startManage, type ManageStarted } from '@/api/reservations';
import { loadBookingRules } from '../hooks/use-manage-reference';
import { CallUs } from './CallUs';

export interface ManageCodeSent {
  message: string;
  data: ManageStarted;
}

interface Props {
  reference: string;
  phone: string;
  onPhone: (digits: string) => void;
  /** Why the guest is asked again (their verification ran out), shown until they type. */
  problem?: string;
  onSent: (sent: ManageCodeSent) => void;
}

/** The manage page's first step: the phone the booking was made with, to text a code to. */
export function ManagePhoneStep({ reference, phone, onPhone, problem, onSent }: Props) {
  const id = useId();
  const cutoff = useSettings().booking.cancelCutoffMinutes;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(problem ?? null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const { PhoneInput } = await loadBookingRules();
    const parsed = PhoneInput.safeParse(phone);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please enter a 10-digit phone number');
    setBusy(true);
    setError(null);
    try {
      onSent(await startManage(reference, parsed.data));
    } catch (err) {
      setError(errorMessage(err, 'Failed to resend OTP'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={(e) => void send(e)} noValidate>
      <h2>Confirm it is you</h2>
      <p>Enter the phone number you booked with. We will text you a 6-digit OTP.</p>
      <p className="hint">
        {cutoff > 0
          ? `You can cancel online up to ${durationText(cutoff)} before your booking time; after that, please call us on `
          : 'You can cancel online until your booking time, or call us on '}
        <CallUs />.
      </p>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Phone number</label>
        <PhoneField
          id={`${id}-phone`}
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(digits) => {
            onPhone(digits);
            setError(null);
          }}
        />
      </div>
      {error && (
        <p className="form-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? 'Sending…' : 'Send OTP'}
      </button>
    </form>
  );
}
