import { closureDates, hoursLines, upcomingClosures, type Closure } from '@domain/settings';
import { addDays, restaurantDate } from '@domain/time';
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

/** "Closed 25 December (Christmas)": the year only for a closure more than ten months away, where it could be read as this year's. */
export const closureText = (c: Closure, today: string) => `Closed ${closureDates(c, c.from > addDays(today, 300))}${c.note ? ` (${c.note})` : ''}`;

/**
 * The weekly hours from Settings in as few lines as possible, then the closures that have not
 * ended yet (the soonest `closures` of them). The one text of the hours on every page. Which
 * closures are still to come depends on today, which only the browser knows: they show once
 * the page is hydrated.
 */
export function OpeningHours({ closures = 3, className }: { closures?: number; className?: string }) {
  const settings = useSettings();
  const hydrated = useHydrated();
  const today = hydrated ? restaurantDate(new Date(), settings.locale.timeZone) : null;
  const upcoming = today ? upcomingClosures(settings, today).slice(0, closures) : [];
  return (
    <ul className={`hours-list${className ? ` ${className}` : ''}`} role="list">
      {hoursLines(settings).map((line) => (
        <li key={line}>
          <HoursText text={line} />
        </li>
      ))}
      {upcoming.map((c) => (
        <li key={`${c.from}-${c.to}`} className="hours-closure">
          {closureText(c, today!)}
        </li>
      ))}
    </ul>
  );
}
