import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { nextStatuses } from '@domain/order-status';
import { KITCHEN_READY_WINDOW_MINUTES, isKitchenStatus, type KitchenStatus, type KitchenTicket } from '@domain/kitchen';
import type { OrderView } from '@domain/orders';
import { ApiError, hasCode, errorMessage } from '@/lib/api-client';
import { getKitchenBoard, moveTicket } from '@/api/kitchen';
import { arrivals, chimes, mergeBoard, pruneReady } from './board-state';
import { createMoveQueue, type Move, type MoveQueue } from './move-queue';

/** New orders show within 5 seconds: a poll every 4, plus the reply's own time. */
export const KITCHEN_POLL_MS = 4_000;
/** The whole board is read again this often (a change poll cannot see a deleted order). */
export const FULL_RELOAD_MS = 120_000;
export const UNDO_MS = 10_000;
/** A new ticket is highlighted this long. */
export const FLASH_MS = 8_000;

export interface Notice {
  id: number;
  tone: 'info' | 'warning';
  text: string;
}

export interface KitchenBoard {
  tickets: KitchenTicket[];
  /** The status a ticket shows: where its waiting move takes it, else the server's. */
  statusOf: (t: KitchenTicket) => KitchenStatus;
  /** First load in progress (nothing to show yet). */
  loading: boolean;
  /** The first load failed: nothing to show. */
  loadError: string | null;
  /** A later poll failed: the board shows what it last had. */
  stale: boolean;
  lastUpdated: string | null;
  truncated: boolean;
  /** Server time now, as this tablet best knows it (ms). */
  serverNow: () => number;
  moves: readonly Move[];
  fresh: ReadonlySet<string>;
  notice: Notice | null;
  dismissNotice: () => void;
  advance: (t: KitchenTicket) => void;
  undo: (key: number) => void;
  commitNow: (key: number) => void;
  reload: () => void;
}

const nextOf = (s: KitchenStatus): KitchenStatus | null => nextStatuses(s).find(isKitchenStatus) ?? null;

function failureText(move: Move, error: unknown): { tone: Notice['tone']; text: string } {
  const ref = `#${move.reference}`;
  if (hasCode(error, 'conflict')) {
    const data = error.body?.data as { status?: string } | undefined;
    if (data?.status === move.to) return { tone: 'info', text: `${ref} was already ${move.to}: another screen moved it.` };
    const now = data?.status ? ` and is now ${data.status}` : '';
    return { tone: 'warning', text: `${ref} was changed on another screen${now}, so it was not moved to ${move.to}. The board has been refreshed.` };
  }
  if (hasCode(error, 'not_found')) return { tone: 'warning', text: `${ref} no longer exists: it was deleted in the back office.` };
  return {
    tone: 'warning',
    text: `${ref} could not be moved to ${move.to}: ${errorMessage(error, 'the server did not answer')}. It is back in ${move.from}; tap it again.`,
  };
}

/**
 * The kitchen board: polls every 4 seconds while the page is visible, merges what changed,
 * announces new orders (onArrival), and holds each tap for the undo window (move-queue.ts).
 */
export function useKitchenBoard(onArrival: (fresh: KitchenTicket[], chime: boolean) => void, station: string | null = null): KitchenBoard {
  const [tickets, setTickets] = useState<ReadonlyMap<string, KitchenTicket>>(new Map());
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [lastUpdated, setLastUpdated] = useState<string | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [moves, setMoves] = useState<readonly Move[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);

  const board = useRef<Map<string, KitchenTicket>>(new Map());
  const seen = useRef(new Set<string>());
  const cursor = useRef<string | null>(null);
  const lastFull = useRef(0);
  const offset = useRef(0);
  const loaded = useRef(false);
  const onArrivalRef = useRef(onArrival);
  const pollNow = useRef<(full: boolean) => void>(() => undefined);
  const noticeIds = useRef(0);

  useEffect(() => {
    onArrivalRef.current = onArrival;
  }, [onArrival]);

  const serverNow = useCallback(() => Date.now() + offset.current, []);
  const publish = useCallback(() => setTickets(new Map(board.current)), []);
  const say = useCallback((tone: Notice['tone'], text: string) => setNotice({ id: ++noticeIds.current, tone, text }), []);

  const queue: MoveQueue = useMemo(
    () =>
      createMoveQueue({
        delayMs: UNDO_MS,
        send: (m, how) => moveTicket(m.orderId, m.to, station ? { ...how, station } : how),
        onChange: setMoves,
        onSent: (m, result) => {
          const view = result as OrderView;
          const t = board.current.get(m.orderId);
          // On a station's board the ticket shows its station's part, which is where the move took it.
          if (t && station)
            board.current.set(m.orderId, {
              ...t,
              status: m.to,
              readyAt: m.to === 'Ready' ? view.updatedAt : null,
              updatedAt: view.updatedAt,
              orderStatus: view.status,
            });
          else if (t && isKitchenStatus(view.status))
            board.current.set(m.orderId, { ...t, status: view.status, readyAt: view.readyAt, updatedAt: view.updatedAt });
          publish();
        },
        onFailed: (m, error) => {
          const { tone, text } = failureText(m, error);
          say(tone, text);
          pollNow.current(true);
        },
        retryable: (e) => e instanceof ApiError && (e.status === 0 || e.status >= 500),
        retryDelaysMs: [1_000, 3_000],
      }),
    [publish, say, station],
  );

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;

    const poll = async (forceFull: boolean) => {
      clearTimeout(timer);
      controller?.abort();
      const c = new AbortController();
      controller = c;
      const full = forceFull || cursor.current === null || Date.now() - lastFull.current > FULL_RELOAD_MS;
      try {
        const since = full ? null : cursor.current;
        const answer = await (station ? getKitchenBoard(since, c.signal, station) : getKitchenBoard(since, c.signal));
        if (c.signal.aborted || stopped) return;
        offset.current = Date.parse(answer.asOf) - Date.now();
        cursor.current = answer.cursor;
        if (answer.full) {
          lastFull.current = Date.now();
          setTruncated(answer.truncated);
        }
        const next = mergeBoard(board.current, answer, Date.parse(answer.asOf));
        const arrived = arrivals(seen.current, next, !loaded.current);
        for (const id of next.keys()) seen.current.add(id);
        board.current = next;
        loaded.current = true;
        publish();
        setLoading(false);
        setLoadError(null);
        setStale(false);
        setLastUpdated(answer.asOf);
        if (arrived.length > 0) {
          setFresh((f) => new Set([...f, ...arrived.map((t) => t.id)]));
          setTimeout(() => setFresh((f) => new Set([...f].filter((id) => !arrived.some((t) => t.id === id)))), FLASH_MS);
          onArrivalRef.current(arrived, chimes(arrived));
        }
      } catch (e) {
        if (c.signal.aborted || stopped) return;
        setLoading(false);
        if (loaded.current) setStale(true);
        else setLoadError(errorMessage(e, 'The kitchen orders could not be loaded.'));
      } finally {
        if (controller === c) controller = null;
        if (!stopped && !c.signal.aborted && !document.hidden) timer = setTimeout(() => void poll(false), KITCHEN_POLL_MS);
      }
    };
    pollNow.current = (forceFull) => void poll(forceFull);

    // Hidden: stop polling and send the waiting moves now, before the tablet sleeps or the tab closes.
    const onVisibility = () => {
      if (document.hidden) {
        clearTimeout(timer);
        controller?.abort();
        queue.flush();
      } else {
        void poll(true);
      }
    };
    const onPageHide = () => queue.flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    if (!document.hidden) void poll(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the board for the back office: what was tapped still goes through.
      queue.flush();
      queue.dispose();
    };
  }, [queue, publish, station]);

  // Ready tickets leave the board after the window even when no poll brings news.
  useEffect(() => {
    const id = setInterval(() => {
      const before = board.current.size;
      pruneReady(board.current, serverNow(), KITCHEN_READY_WINDOW_MINUTES);
      if (board.current.size !== before) publish();
    }, 30_000);
    return () => clearInterval(id);
  }, [publish, serverNow]);

  // From the moves in state, so that a component re-renders (and memos recompute) when a move is made or undone.
  const statusOf = useCallback(
    (t: KitchenTicket): KitchenStatus => moves.filter((m) => m.orderId === t.id).at(-1)?.to ?? (isKitchenStatus(t.status) ? t.status : 'Ready'),
    [moves],
  );

  const advance = useCallback(
    (t: KitchenTicket) => {
      const from = queue.statusOf(t.id, isKitchenStatus(t.status) ? t.status : 'Ready');
      const to = nextOf(from);
      if (to) queue.move(t.id, t.reference, from, to);
    },
    [queue],
  );

  return {
    tickets: useMemo(() => [...tickets.values()], [tickets]),
    statusOf,
    loading,
    loadError,
    stale,
    lastUpdated,
    truncated,
    serverNow,
    moves,
    fresh,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    advance,
    undo: useCallback((key: number) => void queue.undo(key), [queue]),
    commitNow: useCallback((key: number) => queue.commitNow(key), [queue]),
    reload: useCallback(() => {
      setLoading(!loaded.current);
      setLoadError(null);
      pollNow.current(true);
    }, []),
  };
}
