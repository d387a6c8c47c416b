import { useEffect, useState } from 'react';
import { orderingClosedReason } from '@domain/settings';
import { useSettings, useSettingsLoaded } from '@/lib/settings';
import { settingsText } from '@/lib/settings-text';
import { useLang } from '@/i18n/I18n';

export interface OrderingStatus {
  /** The owner's message while online orders are paused. */
  paused: string | null;
  /** Why an order can't be placed now (outside the hours, a closure), naming the next opening. */
  closed: string | null;
}

/** The time, moved on every minute while the page is open. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * Whether online orders are taken now, by the rules the server applies (orderingClosedReason).
 * Nothing is said until the saved settings have arrived: the seeded defaults could say the wrong thing.
 */
export function useOrderingStatus(): OrderingStatus {
  const settings = useSettings();
  const loaded = useSettingsLoaded();
  const now = useMinuteClock();
  const lang = useLang();
  if (!loaded) return { paused: null, closed: null };
  if (!settings.ordering.accepting) return { paused: settingsText(settings, 'pausedMessage', lang), closed: null };
  return { paused: null, closed: orderingClosedReason(settings, now) };
}
