import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/api-client';
import { getReservations, type ReservationFilters, type ReservationList } from '../api/get-reservations';

export interface ReservationListState {
  list: ReservationList | null;
  message: string;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The admin list for a set of filters; reloads when they change or on reload(). */
export function useReservationList(filters: ReservationFilters, enabled: boolean): ReservationListState {
  const [list, setList] = useState<ReservationList | null>(null);
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { search, status, date, page, limit } = filters;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getReservations({ search, status, date, page, limit }, controller.signal)
      .then(({ message: m, data }) => {
        setList(data);
        setMessage(m);
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        const text = errorMessage(e, 'Failed to load reservations');
        setError(text);
        toast.error(text, { toastId: 'reservations-load' });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [enabled, search, status, date, page, limit, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { list, message, loading, error, reload };
}
