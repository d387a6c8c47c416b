import { useCallback, useEffect, useState } from 'react';
import type { SlotAvailability } from '@domain/booking';
import { errorMessage } from '@/lib/api-client';
import { getAvailability } from '../api/get-availability';

export interface AvailabilityState {
  slots: SlotAvailability[] | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The slots of a date for a party size, refetched whenever either changes. */
export function useAvailability(date: string, partySize: number): AvailabilityState {
  const [slots, setSlots] = useState<SlotAvailability[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setSlots(null);
    setError(null);
    if (!date) {
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    // The date check comes with the booking rules, loaded on first use to keep zod out of the page's first load.
    void import('@domain/booking').then(({ isCalendarDate }) => {
      if (controller.signal.aborted) return;
      if (!isCalendarDate(date)) {
        setLoading(false);
        return;
      }
      setLoading(true);
      getAvailability(date, partySize, controller.signal)
        .then((a) => setSlots(a.slots))
        .catch((e: unknown) => {
          if ((e as Error).name !== 'AbortError') setError(errorMessage(e, 'Could not check which times are free'));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, () => setLoading(false));
    return () => controller.abort();
  }, [date, partySize, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { slots, loading, error, reload };
}
