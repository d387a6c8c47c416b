import { closureDates, hoursLines, upcomingClosures, type Closure } from '@domain/settings';
import { restaurantDate } from '@domain/time';
import { useHydrated } from '@/lib/hydration';
import { useSettings } from '@/lib/settings';
import './opening-hours.css';

/** Keeps each time range ("12:00–15:00") on one line. */
function HoursText({ text }: { text: string }) {
  const parts = text.split(/(\d{1,2}:\d{2}[–-]\d{1,2}:\d{2})/);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** "Closed 25 December 2025 (Christmas)". */
export const closureText = (c: Closure) => `Closed ${closureDates(c)}${c.note ? ` (${c.note})` : ''}`;

/**
 * The weekly hours from Settings in as few lines as possible, then the closures that have not
 * ended yet (the soonest `closures` of them). The one text of the hours on every page. Which
 * closures are still to come depends on today, which only the browser knows: they show once
 * the page is hydrated.
 */
export function OpeningHours({ closures = 3, className }: { closures?: number; className?: string }) {
  const settings = useSettings();
  const hydrated = useHydrated();
  const upcoming = hydrated ? upcomingClosures(settings, restaurantDate(new Date(), settings.locale.timeZone)).slice(0, closures) : [];
  return (
    <ul className={`hours-list${className ? ` ${className}` : ''}`} role="list">
      {hoursLines(settings).map((line) => (
        <li key={line}>
          <HoursText text={line} />
        </li>
      ))}
      {upcoming.map((c) => (
        <li key={`${c.from}-${c.to}`} className="hours-closure">
          {closureText(c)}
        </li>
      ))}
    </ul>
  );
}
