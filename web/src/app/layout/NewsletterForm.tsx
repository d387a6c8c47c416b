import { useId, useRef, useState, type FormEvent } from 'react';
import { hasCode, errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/I18n';

/** Validation, the call and react-toastify load on first use, keeping them out of every page's first load. */
const loadActions = () => Promise.all([import('@/api/newsletter'), import('react-toastify')]);

export function NewsletterForm() {
  const id = useId();
  const t = useT('common');
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const [{ newsletterInputError, subscribeNewsletter }, { toast }] = await loadActions();
      const problem = newsletterInputError(email);
      if (problem) {
        setError(problem);
        inputRef.current?.focus();
        return;
      }
      try {
        const reply = await subscribeNewsletter(email);
        setError(null);
        setEmail('');
        if (reply.alreadySubscribed) toast.info(reply.message);
        else toast.success(reply.message);
      } catch (err) {
        const message = errorMessage(err, t('subscribeFailed'));
        if (hasCode(err, 'validation_failed')) setError(message);
        toast.error(message);
      }
    } catch {
      setError(t('subscribeFailed'));
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className="newsletter" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
      <label htmlFor={`${id}-email`}>{t('emailAddress')}</label>
      <div className="newsletter-row">
        <input
          ref={inputRef}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          onFocus={() => void loadActions().catch(() => undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={busy}
        />
        <button type="submit" className="btn" disabled={busy}>
          {busy ? (
            <>
              <span className="spinner" aria-hidden="true" /> {t('subscribing')}
            </>
          ) : (
            t('subscribe')
          )}
        </button>
      </div>
      <p id={errorId} className="form-error" role="alert">
        {error}
      </p>
    </form>
  );
}
