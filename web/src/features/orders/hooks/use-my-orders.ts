import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useResource } from '@/lib/use-resource';
import { getMyOrders, type Order } from '@/api/orders';
import { hasOpenOrder, mergeOrders } from '../my-orders';

export const POLL_MS = 10_000;
export const LOAD_ERROR = 'Failed to load orders';
/** The server's list holds a customer's newest orders, up to this many (services/orders.ts CUSTOMER_ORDERS_LIMIT). */
export const MY_ORDERS_LIMIT = 50;

export interface MyOrders {
  orders: Order[] | null;
  /** Set when the first load failed; later failed refreshes keep the orders and set `stale`. */
  error: string | null;
  /** The failure itself, for a page that words it in its language (useErrorText); null when error is. */
  failure: unknown;
  stale: boolean;
  updatedAt: Date | null;
  reload: () => void;
}

interface Loaded {
  orders: Order[];
  at: Date;
}

/**
 * The customer's orders, kept live while one of them is open (Pending, Preparing or Ready): polled every 10 s while
 * the tab is visible, and at once when it becomes visible again. A hidden tab makes no calls, and neither does a list
 * with nothing open. After the first load each poll asks only for what changed since the last one (the server's
 * cursor) and merges it into the list it has.
 */
export function useMyOrders(customerId: string | null): MyOrders {
  const known = useRef<{ customerId: string; orders: Order[]; cursor: string | null } | null>(null);
  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded> => {
      const id = customerId!;
      const prev = known.current?.customerId === id ? known.current : null;
      const answer = await getMyOrders(id, prev?.cursor ?? null, signal);
      const orders = answer.full || !prev ? answer.orders : mergeOrders(prev.orders, answer.orders, MY_ORDERS_LIMIT);
      known.current = { customerId: id, orders, cursor: answer.cursor };
      return { orders, at: new Date() };
    },
    [customerId],
  );
  const { data, error, reload } = useResource(customerId ? load : null, {
    refreshEvery: (d: Loaded | null) => (d === null || hasOpenOrder(d.orders) ? POLL_MS : null),
  });
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
    failure: failed && !data ? (error as unknown) : null,
    stale: failed && data !== null,
    updatedAt: data?.at ?? null,
    reload: retry,
  };
}
