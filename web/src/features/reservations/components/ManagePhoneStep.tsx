import { useId, useState, type FormEvent } from 'react';
import { PhoneField } from '@/components/PhoneField';

import { useSettings } from '@/lib/settings';
import { startManage, type ManageStarted } from '@/api/reservations';
import { useT } from '@/i18n';
import { useErrorText } from '@/i18n/errors';
import { loadBookingRules } from '../hooks/use-manage-reference';
import { useBookingFormat, validationText } from '../booking-i18n';
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
  const t = useT('booking');
  const errorText = useErrorText();
  const f = useBookingFormat();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(problem ?? null);

  const send = async (e: FormEvent) => {
    e.preventDefault();
    const { PhoneInput } = await loadBookingRules();
    const parsed = PhoneInput.safeParse(phone);
    if (!parsed.success) return setError(validationText(t, parsed.error.issues[0]?.message ?? 'Please enter a 10-digit phone number'));
    setBusy(true);
    setError(null);
    try {
      onSent(await startManage(reference, parsed.data));
    } catch (err) {
      setError(errorText(err, t('sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card" onSubmit={(e) => void send(e)} noValidate>
      <h2>{t('confirmItsYou')}</h2>
      <p>{t('enterPhone')}</p>
      <p className="hint">
        {cutoff > 0 ? t('cancelUpToCall', { duration: f.duration(cutoff) }) : t('cancelUntilCall')} <CallUs />.
      </p>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t('phoneLabel')}</label>
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
        {busy ? t('sending') : t('sendOtp')}
      </button>
    </form>
  );
}
