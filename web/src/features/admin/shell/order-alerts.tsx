import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { AlertSoundProvider, useAlertSound } from './alert-sound-context';
import { getOrderAlerts, type OrderAlertsView } from '@/api/dashboard';
import { GuestBadges } from '@/components/GuestBadges';
import { readSeenOnDevice, writeSeenOnDevice } from './seen-on-device';

/** How often every back office screen asks for new orders: one query when nothing is new. */
export const ALERT_POLL_MS = 12_000;

export interface OrderAlerts {
  /** Orders confirmed since this device last looked (opened Orders or marked them seen), in any of its tabs. */
  count: number;
  orders: OrderAlertsView['orders'];
  /** Goes up by one each time new orders arrive: lists reload on it. */
  arrivals: number;
  muted: boolean;
  setMuted: (muted: boolean) => void;
  /** True when a chime could not play because the browser wants a click on the page first. */
  soundBlocked: boolean;
  soundSupported: boolean;
  acknowledge: () => void;
  testSound: () => Promise<void>;
}

type Feed = Pick<OrderAlertsView, 'newOrders' | 'orders' | 'latestOrderAt'>;
const EMPTY: Feed = { newOrders: 0, orders: [], latestOrderAt: null };

const Context = createContext<OrderAlerts | null>(null);

/** What the toast says: the order itself when one came, a count otherwise. */
function arrivalText(fresh: OrderAlertsView['orders'], count: number, onLoad: boolean): string {
  const newest = fresh[0];
  if (count === 1 && newest) return `New order #${newest.reference} from ${newest.name}`;
  return onLoad ? `${count} new orders since you last looked` : `${count} new orders`;
}

const TOAST_LISTS = 3;
const hasBadge = (o: OrderAlertsView['orders'][number]) =>
  !!o.guestBadge && (o.guestBadge.regular || o.guestBadge.confirmFirst || o.guestBadge.tags.length > 0);

/** The toast: its words alone, or with the guest record's tags and "Regular" beside each new guest (as on the order's details). */
function arrivalContent(fresh: OrderAlertsView['orders'], count: number, onLoad: boolean): ReactNode {
  const text = arrivalText(fresh, count, onLoad);
  const shown = fresh.slice(0, count === 1 ? 1 : TOAST_LISTS);
  if (!shown.some(hasBadge)) return text;
  if (count === 1)
    return (
      <span className="order-alert-toast">
        {text} <GuestBadges badge={shown[0]!.guestBadge} />
      </span>
    );
  return (
    <span className="order-alert-toast">
      {text}
      <ul>
        {shown.map((o) => (
          <li key={o._id}>
            #{o.reference} {o.name} <GuestBadges badge={o.guestBadge} />
          </li>
        ))}
      </ul>
    </span>
  );
}

interface ProviderProps {
  /** The signed-in account: what it has seen is kept per device and per account. */
  account: string;
  /** The Orders screen is open: what it lists counts as seen. */
  onOrdersScreen?: boolean;
  /** False stops polling (screens tested on their own). */
  active?: boolean;
  children: ReactNode;
}

/**
 * Polls on every back office screen for orders this device has not seen, shows the count, and toasts and chimes each
 * arrival, the first poll included: orders that came while no screen was open are announced on load. When the device
 * last looked is kept in its storage, so a reload or a second tab agrees, and small restaurants that share one login
 * on the counter PC, the owner's phone and the kitchen tablet hear every order on each: looking on one is not looking
 * on the others. A device that never looked starts from the server's now.
 */
export function OrderAlertsProvider(props: ProviderProps) {
  return (
    <AlertSoundProvider>
      <OrderAlertsPoll {...props} />
    </AlertSoundProvider>
  );
}

function OrderAlertsPoll({ account, onOrdersScreen = false, active = true, children }: ProviderProps) {
  const sound = useAlertSound();
  const { chime } = sound;
  const [feed, setFeed] = useState<Feed>(EMPTY);
  const [arrivals, setArrivals] = useState(0);
  /**
   * The orders this tab has announced, by id; null until the first poll. Ids, not times: an order
   * confirmed at a clock that ran ahead (another server, the dev clock) must not hide later ones.
   */
  const announced = useRef<Set<string> | null>(null);
  const onOrders = useRef(onOrdersScreen);
  useEffect(() => {
    onOrders.current = onOrdersScreen;
  }, [onOrdersScreen]);

  /** The server's time at the last poll: "seen up to now" never trusts this device's clock. */
  const serverNow = useRef<string | null>(null);
  const markSeen = useCallback(
    (upTo: string | null) => {
      setFeed(EMPTY);
      const at = upTo ?? serverNow.current;
      if (at) writeSeenOnDevice(localStorage, account, at);
    },
    [account],
  );

  useEffect(() => {
    if (!active || !account) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const feedCount = { current: 0 };
    const tick = async () => {
      try {
        const since = readSeenOnDevice(localStorage, account);
        const next = await getOrderAlerts(since, controller.signal);
        if (stopped) return;
        serverNow.current = next.asOf;
        if (!since) writeSeenOnDevice(localStorage, account, next.asOf);
        const onLoad = announced.current === null;
        const seen = announced.current ?? new Set<string>();
        const fresh = next.orders.filter((o) => !seen.has(o._id));
        // The list holds the newest ten: when all of them are fresh, the count says how many more came.
        const freshCount = onLoad
          ? next.newOrders
          : fresh.length === next.orders.length
            ? Math.max(fresh.length, next.newOrders - feedCount.current)
            : fresh.length;
        if (next.latestOrderAt && (onLoad || fresh.length > 0) && freshCount > 0) {
          toast.info(arrivalContent(fresh, freshCount, onLoad), { toastId: `alert-${next.latestOrderAt}` });
          // Staff who typed a walk-in or phone order already know about it: only online orders chime.
          if (fresh.some((o) => o.source === 'online') || freshCount > fresh.length) chime(next.latestOrderAt);
          if (!onLoad) setArrivals((a) => a + 1);
        }
        // The unseen list is what can come again: keeping just its ids keeps the set small.
        announced.current = new Set([...next.orders.map((o) => o._id), ...(next.orders.length < next.newOrders ? seen : [])]);
        if (onOrders.current && next.newOrders > 0) markSeen(next.latestOrderAt);
        else setFeed({ newOrders: next.newOrders, orders: next.orders, latestOrderAt: next.latestOrderAt });
        feedCount.current = next.newOrders;
      } catch {
        // A failed poll is retried on the next tick; the screens show their own load errors.
      } finally {
        if (!stopped) timer = setTimeout(() => void tick(), ALERT_POLL_MS);
      }
    };
    void tick();
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, account, chime, markSeen]);

  // Opening the Orders screen is looking at the new orders.
  useEffect(() => {
    if (active && onOrdersScreen) markSeen(null);
  }, [active, onOrdersScreen, markSeen]);

  const latest = feed.latestOrderAt;
  const acknowledge = useCallback(() => markSeen(latest), [markSeen, latest]);

  const value = useMemo<OrderAlerts>(
    () => ({
      count: feed.newOrders,
      orders: feed.orders,
      arrivals,
      muted: sound.muted,
      setMuted: sound.setMuted,
      soundBlocked: sound.soundBlocked,
      soundSupported: sound.soundSupported,
      acknowledge,
      testSound: sound.testSound,
    }),
    [feed, arrivals, sound, acknowledge],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useOrderAlerts(): OrderAlerts {
  const value = useContext(Context);
  if (!value) throw new Error('useOrderAlerts must be used inside OrderAlertsProvider');
  return value;
}
