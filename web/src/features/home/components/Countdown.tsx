import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { timeLeft } from '../countdown';

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
  const left = endsAt && now ? timeLeft(new Date(endsAt), now) : null;
  const units = [
    ['Days', left?.days],
    ['Hours', left?.hours],
    ['Mins', left?.mins],
    ['Secs', left?.secs],
  ] as const;
  return (
    <div className="countdown">
      <p className="countdown-label">{endsAt ? <time dateTime={endsAt}>{label}</time> : label}</p>
      <div className="countdown-units" role="timer" aria-label={left ? `Time left: ${left.days} days, ${left.hours} hours, ${left.mins} minutes` : 'Time left'}>
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
