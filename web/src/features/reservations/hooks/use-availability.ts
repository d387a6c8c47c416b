import { useCallback } from 'react';
import type { AvailabilityView } from '@domain/booking';
import { hasCode } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { getAvailability } from '@/api/reservations';
import { useT } from '@/i18n';
import { useErrorText } from '@/i18n/errors';

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
  // A half-typed date asks nothing; the server checks the rest.
  const t = useT('booking');
  const errorText = useErrorText();
  const load = useCallback((signal: AbortSignal) => getAvailability(date, partySize, signal), [date, partySize]);
  const { data, error, loading, reload } = useResource(CALENDAR_DATE.test(date) ? load : null);
  // Asking again (another date, another party size, or the same) shows neither the old times nor the old error.
  const failed = error !== null && !loading;
  return {
    view: loading || failed ? null : data,
    loading,
    error: failed ? errorText(error, t('timesFailed')) : null,
    refused: failed && hasCode(error, 'validation_failed'),
    reload,
  };
}
