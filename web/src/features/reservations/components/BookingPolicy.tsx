import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingWindow, phoneHref, upcomingClosures } from '@domain/settings';
import { useHydrated } from '@/lib/hydration';
import { useSettings } from '@/lib/settings';
import { pathInLang, useLang, useT } from '@/i18n';
import { policyLines, useBookingFormat, validationText } from '../booking-i18n';

/** The reservation policy (spec §9) as the restaurant's settings set it, the closures ahead, and a way back to an existing booking. */
export function BookingPolicy() {
  const id = useId();
  const settings = useSettings();
  const t = useT('booking');
  const f = useBookingFormat();
  const lang = useLang();
  // Which closures are still ahead depends on today: known in the browser only, after hydration.
  const hydrated = useHydrated();
  const span = hydrated ? bookingWindow(settings, new Date()) : null;
  const closures = span ? upcomingClosures(settings, span.min).filter((c) => c.from <= span.max) : [];
  const navigate = useNavigate();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = async (e: FormEvent) => {
    e.preventDefault();
    // The schema loads with the first look-up, keeping zod out of the page's first load.
    const { ReferenceInput } = await import('@domain/booking');
    const parsed = ReferenceInput.safeParse(reference);
    if (!parsed.success) return setError(validationText(t, parsed.error.issues[0]?.message ?? 'Please enter your reservation reference'));
    navigate(pathInLang(`/reservation/${parsed.data}`, lang));
  };

  return (
    <aside className="booking-aside">
      <section className="card">
        <h2>{t('policyTitle')}</h2>
        <ul className="policy-list">
          {policyLines(settings, t, f).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {closures.length > 0 && (
          <>
            <h3 className="closure-heading">{t('closedHeading')}</h3>
            <ul className="closure-list">
              {closures.map((c) => (
                <li key={`${c.from}-${c.to}`}>
                  {f.closure(c)}
                  {c.note ? ` (${c.note})` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="hint">
          {t('callUsOn')} <a href={phoneHref(settings)}>{settings.identity.phone}</a>.
        </p>
      </section>
      <section className="card">
        <h2>{t('alreadyBooked')}</h2>
        <form onSubmit={(e) => void open(e)} noValidate className="manage-lookup">
          <div className="field">
            <label htmlFor={`${id}-ref`}>{t('referenceLabel')}</label>
            <input
              id={`${id}-ref`}
              value={reference}
              maxLength={8}
              autoCapitalize="characters"
              placeholder={t('referencePlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-ref-error` : undefined}
              onChange={(e) => {
                setReference(e.target.value);
                setError(null);
              }}
            />
            {error && (
              <span className="error" id={`${id}-ref-error`} role="alert">
                {error}
              </span>
            )}
          </div>
          <button type="submit" className="btn btn-secondary">
            {t('viewOrCancel')}
          </button>
        </form>
      </section>
    </aside>
  );
}
