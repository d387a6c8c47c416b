import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { MobileNumberField } from '@/components/MobileNumberField';
import { OtpEntry, type OtpEntryTexts } from '@/components/OtpEntry';
import { timersFrom, type OtpResent, type OtpTimers } from '@/components/otp';
import { SubmitButton } from '@/components/SubmitButton';
import { preloadAppCheck } from '@/lib/api-client';
import { useErrorText } from '@/i18n/errors';
import { useT } from '@/i18n/I18n';
import { withNode } from './with-node';
import { displayPhone } from '@/lib/format';
import { notify } from '@/lib/notify';
import { failedOffline, isOffline, useRetryWhenOnline } from '@/lib/offline';
import type { CodeSent } from '@/api/users';
import { loadAccountRules, warmAccountRules } from '../load-rules';

/** Issue 41: with no network, the code is not lost: it is asked for again when the network returns. */
export const OFFLINE_CODE = "You're offline: we'll text the code when you're back online";

interface Props {
  /** The button that texts the code. */
  sendLabel: string;
  send: (phone: string) => Promise<CodeSent>;
  /** Checks the code (throws to refuse it). */
  verify: (phone: string, otp: string) => Promise<void>;
  texts: OtpEntryTexts;
  /** Said when a refusal carries no message of the server's. */
  failed: string;
  /** More fields in the code step (a new password). */
  extra?: ReactNode;
  /** The number, kept by the page so that it stays when the guest switches to the password. */
  phone: string;
  onPhone: (digits: string) => void;
}

/**
 * A phone, then the code texted to it: sign in with a code, and forgot password. The server answers
 * alike whether or not the phone has an account, so the code step says so too.
 */
export function PhoneCodeFlow({ sendLabel, send, verify, texts, failed, extra, phone, onPhone }: Props) {
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ phone: string; timers: OtpTimers } | null>(null);
  const t = useT('account');
  const errorText = useErrorText();

  // What the send and the code step need loads with the form, so a phone that then loses the network is told so.
  useEffect(() => {
    warmAccountRules();
    preloadAppCheck();
  }, []);
  const network = useRetryWhenOnline(() => void request());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await request();
  };

  const request = async () => {
    if (busy) return;
    if (isOffline()) return network.wait();
    network.clear();
    const { PhoneOnlySchema } = await loadAccountRules();
    const parsed = PhoneOnlySchema.safeParse({ phone });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message ?? failed);
    setFieldError(undefined);
    setError(null);
    setBusy(true);
    try {
      const reply = await send(parsed.data.phone);
      setSent({ phone: parsed.data.phone, timers: timersFrom(reply) });
    } catch (err) {
      if (failedOffline(err)) return network.wait();
      const message = errorText(err, failed);
      setError(message);
      notify((t) => t.error(message));
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    const resend = async (): Promise<OtpResent> => timersFrom(await send(sent.phone));
    return (
      <OtpEntry
        texts={texts}
        timers={sent.timers}
        onVerify={(otp) => verify(sent.phone, otp)}
        onResend={resend}
        onCancel={() => setSent(null)}
        verifyFailed={failed}
        resendFailed={failed}
      >
        <p>{withNode(t('codeSentIfAccount', { phone: '\u0000' }), <strong className="nowrap">{displayPhone(sent.phone)}</strong>)}</p>
        {extra}
      </OtpEntry>
    );
  }

  return (
    <form onSubmit={submit} onFocus={warmAccountRules} noValidate>
      <MobileNumberField value={phone} onChange={onPhone} error={fieldError} disabled={busy} />
      {network.offline ? (
        <p className="form-error form-offline" role="alert">
          {t('offlineCode')}
        </p>
      ) : (
        error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )
      )}
      <SubmitButton busy={busy} busyLabel={t('sendingCode')} className="btn auth-submit">
        {sendLabel}
      </SubmitButton>
    </form>
  );
}
