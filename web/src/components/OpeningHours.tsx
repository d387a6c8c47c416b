import { upcomingClosures } from '@domain/settings';
import { restaurantDate } from '@domain/time';
import { useHoursText } from './hours-text';
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

/**
 * The weekly hours from Settings in as few lines as possible, then the closures that have not
 * ended yet (the soonest `closures` of them). The one text of the hours on every page. Which
 * closures are still to come depends on today, which only the browser knows: they show once
 * the page is hydrated.
 */
export function OpeningHours({ closures = 3, className }: { closures?: number; className?: string }) {
  const settings = useSettings();
  const hydrated = useHydrated();
  const text = useHoursText();
  const today = hydrated ? restaurantDate(new Date(), settings.locale.timeZone) : null;
  const upcoming = today ? upcomingClosures(settings, today).slice(0, closures) : [];
  return (
    <ul className={`hours-list${className ? ` ${className}` : ''}`} role="list">
      {text.lines(settings).map((line) => (
        <li key={line}>
          <HoursText text={line} />
        </li>
      ))}
      {upcoming.map((c) => (
        <li key={`${c.from}-${c.to}`} className="hours-closure">
          {text.closure(c, today!)}
        </li>
      ))}
    </ul>
  );
}
