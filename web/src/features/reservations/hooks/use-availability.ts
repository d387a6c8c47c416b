import { useCallback, useEffect, useState } from 'react';
import type { AvailabilityView } from '@domain/booking';
import { hasCode, errorMessage } from '@/lib/api-client';
import { getAvailability } from '@/api/reservations';

export interface AvailabilityState {
  /** The answer for the date and party size asked, or null while there is none. */
  view: AvailabilityView | null;
  loading: boolean;
  /** Why the times could not be loaded. */
  error: string | null;
  /** True when the server refused the question itself (a date outside the window, a party too large): asking again won't help. */
  refused: boolean;
  reload: () => void;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The table times of a date for a party size, from the server, refetched whenever either changes. */
export function useAvailability(date: string, partySize: number): AvailabilityState {
  const [view, setView] = useState<AvailabilityView | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string; refused: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setView(null);
    setError(null);
    // A half-typed date asks nothing; the server checks the rest.
    if (!CALENDAR_DATE.test(date)) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    getAvailability(date, partySize, controller.signal)
      .then(setView)
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setError({ message: errorMessage(e, 'Could not check which times are free'), refused: hasCode(e, 'validation_failed') });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [date, partySize, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, loading, error: error?.message ?? null, refused: error?.refused ?? false, reload };
}
