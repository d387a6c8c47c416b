import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/hydration';
import { useSettings } from '@/lib/settings';
import { nextWeeklyEnd, timeLeft, type WeeklyEnd } from '../countdown';

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

/** Days, hours, mins and secs to the deal's own end this week (DECISIONS 13). */
export function Countdown({ ends, label }: { ends: WeeklyEnd; label: string }) {
  const now = useNow();
  const { timeZone } = useSettings().locale;
  const endsAt = now && nextWeeklyEnd(now, ends, timeZone);
  const left = endsAt && now ? timeLeft(endsAt, now) : null;
  const units = [
    ['Days', left?.days],
    ['Hours', left?.hours],
    ['Mins', left?.mins],
    ['Secs', left?.secs],
  ] as const;
  return (
    <div className="countdown">
      <p className="countdown-label">
        <time dateTime={endsAt?.toISOString()}>{label}</time>
      </p>
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
