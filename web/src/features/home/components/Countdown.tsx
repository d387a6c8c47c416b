import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { timeLeft } from '../countdown';
import { useT } from '@/i18n/I18n';

/** The current time, updated every second while mounted; null in the prerendered page, which has no "now". */
function useNow(): Date | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    setNow(new Date());
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return hydrated ? now : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days, hours, mins and secs to the offer's own end (DECISIONS 27): the instant the server stops charging its price. */
export function Countdown({ endsAt, label }: { endsAt: string | null; label: string }) {
  const now = useNow();
  const t = useT('home');
  const left = endsAt && now ? timeLeft(new Date(endsAt), now) : null;
  const units = [
    [t('days'), left?.days],
    [t('hours'), left?.hours],
    [t('mins'), left?.mins],
    [t('secs'), left?.secs],
  ] as const;
  return (
    <div className="countdown">
      <p className="countdown-label">{endsAt ? <time dateTime={endsAt}>{label}</time> : label}</p>
      <div
        className="countdown-units"
        role="timer"
        aria-label={left ? t('timeLeftIs', { days: left.days, hours: left.hours, mins: left.mins }) : t('timeLeft')}
      >
        {units.map(([unit, value]) => (
          <span key={unit} className="countdown-unit" aria-hidden="true">
            <span className="countdown-value">{value === undefined ? '--' : pad(value)}</span>
            <span className="countdown-name">{unit}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
