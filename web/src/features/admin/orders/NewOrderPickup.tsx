import { useCallback, useEffect, useId } from 'react';
import { getPickupTimes, type PickupTimes } from '@/api/orders';
import { restaurantDate } from '@domain/time';
import { useResource } from '@/lib/use-resource';
import { useSettings } from '@/lib/settings';

interface NewOrderPickupProps {
  /** Plates in the order: the times offered have room for them. */
  plates: number;
  /** '' is as soon as possible. */
  value: string;
  onChange: (at: string) => void;
}

const REFRESH_MS = 60_000;

const dayLabel = (date: string, today: string) =>
  date === today
    ? 'Today'
    : new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/**
 * A counter takeaway's pickup time: as soon as possible, or a time the kitchen has room for. Without an ASAP
 * (late in the evening) the first time with room is chosen; a takeaway pause of online orders does not stop the counter.
 */
export function NewOrderPickup({ plates, value, onChange }: NewOrderPickupProps) {
  const id = useId();
  const load = useCallback((signal: AbortSignal) => getPickupTimes(plates, signal), [plates]);
  const { data, error, reload } = useResource<PickupTimes>(load, { refreshEvery: REFRESH_MS });
  const { timeZone } = useSettings().locale;
  const times = data?.times ?? [];
  const fallback = data?.asap ? '' : (times[0]?.at ?? '');
  const stale = data !== null && (value === '' ? fallback !== '' : !times.some((t) => t.at === value));

  // A chosen time that filled up (or passed) goes back to the first choice offered.
  useEffect(() => {
    if (stale) onChange(fallback);
  }, [stale, fallback, onChange]);

  if (!data && !error)
    return (
      <div className="field">
        <label htmlFor={id}>Pickup time</label>
        <select id={id} disabled aria-busy="true">
          <option>Finding pickup times…</option>
        </select>
      </div>
    );
  if (!data)
    return (
      <p className="hint" role="alert">
        Could not load pickup times.{' '}
        <button type="button" className="link-btn" onClick={reload}>
          Try again
        </button>
      </p>
    );
  if (!times.length)
    return (
      <p className="hint" role="status">
        No pickup time has room for {plates === 1 ? '1 plate' : `${plates} plates`} today or on the next open day.
      </p>
    );
  const today = restaurantDate(new Date(), timeZone);
  return (
    <div className="field">
      <label htmlFor={id}>Pickup time</label>
      <select id={id} value={stale ? fallback : value} onChange={(e) => onChange(e.target.value)}>
        {data.asap && <option value="">As soon as possible (about {data.asap.time})</option>}
        {[...new Set(times.map((t) => t.date))].map((d) => (
          <optgroup key={d} label={dayLabel(d, today)}>
            {times
              .filter((t) => t.date === d)
              .map((t) => (
                <option key={t.at} value={t.at}>
                  {t.time} ({t.platesLeft} {t.platesLeft === 1 ? 'plate' : 'plates'} free)
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {data.pausedUntil && <span className="hint">Online takeaway is paused; the counter can still take this order.</span>}
    </div>
  );
}
