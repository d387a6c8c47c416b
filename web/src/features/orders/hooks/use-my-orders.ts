import { useCallback, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
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
  const load = useCallback(async (signal: AbortSignal) => ({ orders: await getMyOrders(customerId!, signal), at: new Date() }), [customerId]);
  const { data, error, reload } = useResource(customerId ? load : null, { refreshEvery: POLL_MS });
  // Asking again takes the failure off the screen until the answer comes.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const failed = error !== null && error !== dismissed;
  const retry = useCallback(() => {
    setDismissed(error);
    reload();
  }, [error, reload]);
  return {
    orders: data?.orders ?? null,
    error: failed && !data ? errorMessage(error, LOAD_ERROR) : null,
    stale: failed && data !== null,
    updatedAt: data?.at ?? null,
    reload: retry,
  };
}
