import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { audioSupported, playChime, readMuted, unlockAudio, writeMuted } from './alert-sound';
import { getOrderAlerts, type OrderAlertsView } from '@/api/dashboard';

/** How often the dashboard and orders screens ask for new orders: one cheap read when nothing is new. */
export const ALERT_POLL_MS = 12_000;

export interface OrderAlerts {
  /** Orders confirmed since the screen opened (or since they were last marked as seen). */
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

const Context = createContext<OrderAlerts | null>(null);

/** Polls for new orders while `active` (the dashboard or orders screen is open), chimes and counts them. */
export function OrderAlertsProvider({ active, children }: { active: boolean; children: ReactNode }) {
  const [baseline, setBaseline] = useState<string | null>(null);
  const [feed, setFeed] = useState<Pick<OrderAlertsView, 'newOrders' | 'orders'>>({ newOrders: 0, orders: [] });
  const [arrivals, setArrivals] = useState(0);
  const [muted, setMutedState] = useState(() => readMuted());
  const [soundBlocked, setSoundBlocked] = useState(false);
  const seen = useRef(0);
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);

  useEffect(() => {
    const unlock = () => {
      unlockAudio();
      setSoundBlocked(false);
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const tick = async () => {
      try {
        if (baseline === null) {
          const first = await getOrderAlerts(null, controller.signal);
          if (!stopped) setBaseline(first.asOf);
          return;
        }
        const next = await getOrderAlerts(baseline, controller.signal);
        if (stopped) return;
        setFeed({ newOrders: next.newOrders, orders: next.orders });
        if (next.newOrders > seen.current) {
          const fresh = next.newOrders - seen.current;
          setArrivals((a) => a + 1);
          const newest = next.orders[0];
          toast.info(fresh === 1 && newest ? `New order #${newest.reference} from ${newest.name}` : `${fresh} new orders`, { toastId: `alert-${next.latestOrderAt}` });
          if (!mutedRef.current) setSoundBlocked(!(await playChime()));
        }
        seen.current = next.newOrders;
      } catch {
        // A failed poll is retried on the next tick; the screens show their own load errors.
      } finally {
        if (!stopped) timer = setTimeout(() => void tick(), baseline === null ? 0 : ALERT_POLL_MS);
      }
    };
    timer = setTimeout(() => void tick(), baseline === null ? 0 : ALERT_POLL_MS);
    return () => {
      stopped = true;
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, baseline]);

  const acknowledge = useCallback(() => {
    const latest = feed.orders[0]?.verifiedAt;
    if (latest) setBaseline(latest);
    setFeed({ newOrders: 0, orders: [] });
    seen.current = 0;
  }, [feed]);

  const setMuted = useCallback((value: boolean) => {
    writeMuted(value);
    setMutedState(value);
    if (!value) unlockAudio();
  }, []);

  const testSound = useCallback(async () => {
    unlockAudio();
    setSoundBlocked(!(await playChime()));
  }, []);

  const value = useMemo<OrderAlerts>(
    () => ({ count: feed.newOrders, orders: feed.orders, arrivals, muted, setMuted, soundBlocked, soundSupported: audioSupported(), acknowledge, testSound }),
    [feed, arrivals, muted, setMuted, soundBlocked, acknowledge, testSound],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useOrderAlerts(): OrderAlerts {
  const value = useContext(Context);
  if (!value) throw new Error('useOrderAlerts must be used inside OrderAlertsProvider');
  return value;
}
