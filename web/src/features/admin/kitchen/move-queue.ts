import type { KitchenStatus } from '@domain/kitchen';

/**
 * A tap on the kitchen display moves its ticket at once on screen, but the status change
 * reaches the server only when the 10-second undo window closes (or "Done" is tapped, or
 * the page is hidden or closed, when every waiting move is sent with fetch keepalive).
 *
 * Why not commit at once and undo on the server: a status change is what the guest sees.
 * Ready texts the guest and shows on the tracking page; the state machine has no way back
 * from Ready (domain/order-status), and a text cannot be unsent. Holding the change on the
 * tablet means an undone tap never leaves it. Two tablets stay safe because each move is
 * the ordinary admin status change: the server refuses one that no longer fits the order's
 * status with a 409, and the board reloads and says so.
 */
export interface Move {
  key: number;
  orderId: string;
  reference: string;
  from: KitchenStatus;
  to: KitchenStatus;
  /** When the undo window closes, on the queue's clock (ms). */
  deadline: number;
  /** waiting: can still be undone; sending: on its way to the server. */
  state: 'waiting' | 'sending';
}

export interface MoveQueueOptions {
  /** The undo window. */
  delayMs: number;
  send: (move: Move, how: { keepalive: boolean }) => Promise<unknown>;
  /** Called with the moves not yet confirmed by the server, each time they change. */
  onChange: (moves: readonly Move[]) => void;
  onSent: (move: Move, result: unknown) => void;
  /** A move the server refused or never got; `dropped` are the later moves of the same order, abandoned with it. */
  onFailed: (move: Move, error: unknown, dropped: readonly Move[]) => void;
  /** Errors worth trying again (the network, a server error), with these pauses between tries. */
  retryable?: (error: unknown) => boolean;
  retryDelaysMs?: readonly number[];
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

export interface MoveQueue {
  move(orderId: string, reference: string, from: KitchenStatus, to: KitchenStatus): Move;
  /** Takes back a waiting move and any later move of the same order; false once it is being sent. */
  undo(key: number): boolean;
  /** Sends a waiting move now (and the same order's earlier moves first), closing its undo window. */
  commitNow(key: number): void;
  /** Sends every waiting move now, with keepalive: the page is being hidden or closed. */
  flush(): void;
  moves(): readonly Move[];
  /** The status to show for an order: where its last unconfirmed move takes it, else the server's. */
  statusOf(orderId: string, serverStatus: KitchenStatus): KitchenStatus;
  /** Stops the undo timers; call flush() first to keep the waiting moves. */
  dispose(): void;
}

export function createMoveQueue(o: MoveQueueOptions): MoveQueue {
  const now = o.now ?? Date.now;
  const setTimer = o.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = o.clearTimer ?? ((id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>));
  const delays = o.retryDelaysMs ?? [];
  let moves: Move[] = [];
  let nextKey = 1;
  const timers = new Map<number, unknown>();
  // Moves of one order go one after another: Preparing must be stored before Ready is asked for.
  const chains = new Map<string, Promise<void>>();

  const emit = () => o.onChange(moves.slice());
  const find = (key: number) => moves.find((m) => m.key === key);
  const remove = (keys: number[]) => {
    for (const key of keys) {
      if (timers.has(key)) clearTimer(timers.get(key));
      timers.delete(key);
    }
    moves = moves.filter((m) => !keys.includes(m.key));
  };
  const wait = (ms: number) => new Promise<void>((resolve) => setTimer(resolve, ms));

  async function attempt(move: Move, keepalive: boolean): Promise<void> {
    for (let tries = 0; ; tries++) {
      // An earlier move of the same order failed and took this one with it.
      if (!find(move.key)) return;
      try {
        const result = await o.send(move, { keepalive });
        remove([move.key]);
        o.onSent(move, result);
        emit();
        return;
      } catch (error) {
        if (tries < delays.length && (o.retryable?.(error) ?? false)) {
          await wait(delays[tries]!);
          continue;
        }
        const dropped = moves.filter((m) => m.orderId === move.orderId && m.key > move.key);
        remove([move.key, ...dropped.map((m) => m.key)]);
        o.onFailed(move, error, dropped);
        emit();
        return;
      }
    }
  }

  function commit(key: number, keepalive: boolean): void {
    const move = find(key);
    if (!move || move.state !== 'waiting') return;
    for (const earlier of moves.filter((m) => m.orderId === move.orderId && m.key < key && m.state === 'waiting')) commit(earlier.key, keepalive);
    if (timers.has(key)) clearTimer(timers.get(key));
    timers.delete(key);
    const sending: Move = { ...move, state: 'sending' };
    moves = moves.map((m) => (m.key === key ? sending : m));
    emit();
    // The first move of an order starts at once, within the caller's event (a pagehide handler).
    const before = chains.get(move.orderId);
    const run = before ? before.then(() => attempt(sending, keepalive)) : attempt(sending, keepalive);
    chains.set(move.orderId, run);
    void run.then(() => {
      if (chains.get(move.orderId) === run) chains.delete(move.orderId);
    });
  }

  return {
    move(orderId, reference, from, to) {
      const move: Move = { key: nextKey++, orderId, reference, from, to, deadline: now() + o.delayMs, state: 'waiting' };
      moves = [...moves, move];
      timers.set(
        move.key,
        setTimer(() => commit(move.key, false), o.delayMs),
      );
      emit();
      return move;
    },
    undo(key) {
      const move = find(key);
      if (!move || move.state !== 'waiting') return false;
      remove(moves.filter((m) => m.orderId === move.orderId && m.key >= key).map((m) => m.key));
      emit();
      return true;
    },
    commitNow: (key) => commit(key, false),
    flush() {
      for (const m of moves.filter((x) => x.state === 'waiting')) commit(m.key, true);
    },
    moves: () => moves.slice(),
    statusOf(orderId, serverStatus) {
      const last = moves.filter((m) => m.orderId === orderId).at(-1);
      return last ? last.to : serverStatus;
    },
    dispose() {
      for (const id of timers.values()) clearTimer(id);
      timers.clear();
    },
  };
}
