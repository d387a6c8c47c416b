import { useCallback, useEffect } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { getReservations, type ReservationFilters, type ReservationList } from '@/api/reservations-admin';

export interface ReservationListState {
  list: ReservationList | null;
  message: string;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The admin list for a set of filters; reloads when they change or on reload(). */
export function useReservationList(filters: ReservationFilters, enabled: boolean): ReservationListState {
  const { search, status, date, page, limit } = filters;
  const load = useCallback((signal: AbortSignal) => getReservations({ search, status, date, page, limit }, signal), [search, status, date, page, limit]);
  const { data, error, loading, reload } = useResource(enabled ? load : null);
  const text = error !== null && !loading ? errorMessage(error, 'Failed to load reservations') : null;
  useEffect(() => {
    if (text) toast.error(text, { toastId: 'reservations-load' });
  }, [text, error]);
  return { list: data?.data ?? null, message: data?.message ?? '', loading, error: text, reload };
}
