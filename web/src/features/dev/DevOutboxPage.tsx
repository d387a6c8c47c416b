import { useState, type FormEvent } from 'react';
import { getOutbox, setWhatsAppFailing, type OutboxText } from '@/api/dev-outbox';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

const CHANNEL_LABEL: Record<OutboxText['channel'], string> = { sms: 'SMS', whatsapp: 'WhatsApp' };
const LANGUAGE_LABEL: Record<OutboxText['lang'], string> = { en: 'English', gu: 'Gujarati', hi: 'Hindi' };
const sizeText = (t: OutboxText) => `${t.segments} ${t.segments === 1 ? 'segment' : 'segments'} (${t.encoding === 'ucs2' ? 'Unicode' : 'GSM-7'})`;

type Loaded = { state: 'idle' } | { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; phone: string; texts: OutboxText[] };

/**
 * /dev/outbox, local and emulator mode only: the texts the site "sent" to a phone, each with its channel (SMS or
 * WhatsApp, by Settings > Texts to guests), and a switch that makes the local WhatsApp refuse, to see the SMS fallback.
 */
export default function DevOutboxPage() {
  usePageMeta('Dev outbox', 'The texts sent locally, by phone.', { canonical: false });
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const [failing, setFailing] = useState<string | null>(null);
  const [switchError, setSwitchError] = useState<string | null>(null);

  async function show(e: FormEvent) {
    e.preventDefault();
    const digits = phone.trim();
    if (!/^\d{10}$/.test(digits)) {
      setInvalid('Please enter the 10-digit phone number');
      return;
    }
    setInvalid(null);
    setLoaded({ state: 'loading' });
    try {
      setLoaded({ state: 'done', phone: digits, texts: await getOutbox(digits) });
    } catch (err) {
      setLoaded({ state: 'error', message: errorMessage(err, 'The outbox could not be read. Is the local server running?') });
    }
  }

  async function toggleWhatsApp() {
    setSwitchError(null);
    try {
      setFailing(await setWhatsAppFailing(failing ? null : 'no WhatsApp on this number'));
    } catch (err) {
      setSwitchError(errorMessage(err, 'The local WhatsApp could not be switched.'));
    }
  }

  return (
    <main className="container page" id="main">
      <h1>Dev outbox</h1>
      <form onSubmit={show} noValidate>
        <div className="field">
          <label htmlFor="outbox-phone">Phone</label>
          <input
            id="outbox-phone"
            inputMode="numeric"
            autoComplete="off"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'outbox-phone-error' : undefined}
          />
          {invalid && (
            <p id="outbox-phone-error" className="field-error">
              {invalid}
            </p>
          )}
        </div>
        <button className="btn" type="submit" disabled={loaded.state === 'loading'}>
          {loaded.state === 'loading' ? 'Loading…' : 'Show texts'}
        </button>
      </form>
      <p>
        <button className="btn btn-secondary" type="button" onClick={toggleWhatsApp}>
          {failing ? 'Let WhatsApp deliver again' : 'Make WhatsApp fail'}
        </button>
        {failing && <span role="status"> WhatsApp refuses every message: texts set to "WhatsApp, then SMS" go by SMS.</span>}
      </p>
      {switchError && <p role="alert">{switchError}</p>}
      {loaded.state === 'error' && <p role="alert">{loaded.message}</p>}
      {loaded.state === 'done' &&
        (loaded.texts.length === 0 ? (
          <p>No texts to {loaded.phone}.</p>
        ) : (
          <ol aria-label={`Texts to ${loaded.phone}`}>
            {loaded.texts.map((t) => (
              <li key={t.id}>
                <strong>{CHANNEL_LABEL[t.channel] ?? t.channel}</strong> to {t.number ?? t.phone}, {new Date(t.sentAt).toLocaleString()}
                <br />
                <span>
                  {LANGUAGE_LABEL[t.lang] ?? t.lang}, {sizeText(t)}
                </span>
                <p lang={t.lang}>{t.text}</p>
              </li>
            ))}
          </ol>
        ))}
    </main>
  );
}
