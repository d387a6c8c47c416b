import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { getMyOrders, type Order } from '@/api/orders';

export const POLL_MS = 10_000;
export const LOAD_ERROR = 'Failed to load orders';

export interface MyOrders {
  orders: Order[] | null;
  /** Set when the first load failed; later failed refreshes keep the orders and set `stale`. */
  error: string | null;
  stale: boolean;
  updatedAt: Date | null;
  reload: () => void;
}

/**
 * The customer's orders, kept live: polled every 10 s while the tab is visible
 * (document.visibilityState), and at once when it becomes visible again. A hidden
 * tab makes no calls.
 */
export function useMyOrders(customerId: string | null): MyOrders {
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const inFlight = useRef(false);
  const have = useRef(false);

  const load = useCallback(
    async (signal: AbortSignal) => {
      if (!customerId || inFlight.current) return;
      inFlight.current = true;
      try {
        const data = await getMyOrders(customerId, signal);
        have.current = true;
        setOrders(data);
        setError(null);
        setStale(false);
        setUpdatedAt(new Date());
      } catch (e) {
        if (signal.aborted) return;
        if (have.current) setStale(true);
        else setError(errorMessage(e, LOAD_ERROR));
      } finally {
        inFlight.current = false;
      }
    },
    [customerId],
  );

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!customerId) return;
    const abort = new AbortController();
    const tick = () => {
      if (document.visibilityState === 'visible') void load(abort.signal);
    };
    tick();
    const timer = setInterval(tick, POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      abort.abort();
      inFlight.current = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [customerId, load, attempt]);

  const reload = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { orders, error, stale, updatedAt, reload };
}
