import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMoveQueue, type Move, type MoveQueueOptions } from './move-queue';

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

interface Sent {
  orderId: string;
  to: string;
  keepalive: boolean;
}

/** A queue whose sends are recorded and answered by `answer` (resolve by default). */
function setup(overrides: Partial<MoveQueueOptions> = {}, answer: (m: Move, n: number) => Promise<unknown> = async () => ({ ok: true })) {
  const sent: Sent[] = [];
  const snapshots: Array<readonly Move[]> = [];
  const onSent = vi.fn();
  const onFailed = vi.fn();
  const queue = createMoveQueue({
    delayMs: 10_000,
    send: (m, how) => {
      sent.push({ orderId: m.orderId, to: m.to, keepalive: how.keepalive });
      return answer(m, sent.length);
    },
    onChange: (moves) => snapshots.push(moves),
    onSent,
    onFailed,
    ...overrides,
  });
  const last = () => snapshots.at(-1) ?? [];
  return { queue, sent, onSent, onFailed, last };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the undo queue', () => {
  it('shows a move at once but sends it only when the 10-second undo window closes', async () => {
    const { queue, sent, onSent, last } = setup();
    const move = queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    expect(last()).toEqual([move]);
    expect(move).toMatchObject({ state: 'waiting', deadline: Date.now() + 10_000 });
    expect(queue.statusOf('o1', 'Pending')).toBe('Preparing');

    await vi.advanceTimersByTimeAsync(9_999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ orderId: 'o1', to: 'Preparing', keepalive: false }]);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1', to: 'Preparing' }), { ok: true });
    expect(last()).toEqual([]);
  });

  it('Undo inside the window takes the move back and nothing reaches the server', async () => {
    const { queue, sent, last } = setup();
    const move = queue.move('o1', 'ABC123', 'Preparing', 'Ready');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queue.undo(move.key)).toBe(true);
    expect(last()).toEqual([]);
    expect(queue.statusOf('o1', 'Preparing')).toBe('Preparing');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toEqual([]);
  });

  it('a move already on its way can no longer be undone', async () => {
    let release: () => void = () => undefined;
    const { queue, last } = setup({}, () => new Promise<void>((r) => (release = r)));
    const move = queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last()[0]!.state).toBe('sending');
    expect(queue.undo(move.key)).toBe(false);
    // While it is sent, the ticket still shows where it is going.
    expect(queue.statusOf('o1', 'Pending')).toBe('Preparing');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual([]);
  });

  it('Done sends a move at once', async () => {
    const { queue, sent } = setup();
    const move = queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    queue.commitNow(move.key);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ orderId: 'o1', to: 'Preparing', keepalive: false }]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
  });

  it('when the page is hidden or closed, every waiting move is sent at once with keepalive', async () => {
    const { queue, sent } = setup();
    queue.move('o1', 'AAA111', 'Pending', 'Preparing');
    queue.move('o2', 'BBB222', 'Preparing', 'Ready');
    queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { orderId: 'o1', to: 'Preparing', keepalive: true },
      { orderId: 'o2', to: 'Ready', keepalive: true },
    ]);
  });

  it('two taps on one ticket are sent in order, the second only once the first is stored', async () => {
    const answers: Array<() => void> = [];
    const { queue, sent, last } = setup({}, () => new Promise<void>((r) => answers.push(r)));
    queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    await vi.advanceTimersByTimeAsync(3_000);
    const second = queue.move('o1', 'ABC123', 'Preparing', 'Ready');
    expect(queue.statusOf('o1', 'Pending')).toBe('Ready');

    // Done on the second sends the first before it.
    queue.commitNow(second.key);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.to)).toEqual(['Preparing']);
    answers[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.to)).toEqual(['Preparing', 'Ready']);
    answers[1]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toEqual([]);
  });

  it('undoing the first of two taps on a ticket takes back both', async () => {
    const { queue, sent, last } = setup();
    const first = queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    queue.move('o1', 'ABC123', 'Preparing', 'Ready');
    queue.move('o2', 'XYZ789', 'Pending', 'Preparing');
    queue.undo(first.key);
    expect(last().map((m) => m.orderId)).toEqual(['o2']);
    expect(queue.statusOf('o1', 'Pending')).toBe('Pending');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((s) => s.orderId)).toEqual(['o2']);
  });

  it('a refusal (another tablet moved the order) is reported once, with the same ticket’s later move dropped', async () => {
    const refused = new HttpError(409);
    const { queue, sent, onFailed, onSent, last } = setup({ retryable: (e) => e instanceof HttpError && e.status === 0, retryDelaysMs: [1_000] }, async (m) => {
      if (m.to === 'Preparing') throw refused;
      return {};
    });
    const first = queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    const second = queue.move('o1', 'ABC123', 'Preparing', 'Ready');
    queue.commitNow(second.key);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((s) => s.to)).toEqual(['Preparing']);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ key: first.key }), refused, [expect.objectContaining({ key: second.key })]);
    expect(onSent).not.toHaveBeenCalled();
    expect(last()).toEqual([]);
    expect(queue.statusOf('o1', 'Pending')).toBe('Pending');
  });

  it('a network failure is tried again after the pauses given, then goes through', async () => {
    let calls = 0;
    const { queue, sent, onSent, onFailed } = setup({ retryable: (e) => e instanceof HttpError && e.status === 0, retryDelaysMs: [1_000, 3_000] }, async () => {
      calls += 1;
      if (calls < 3) throw new HttpError(0);
      return { stored: true };
    });
    queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);
    expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1' }), { stored: true });
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('a network failure that outlasts the retries is reported, and the ticket goes back', async () => {
    const down = new HttpError(0);
    const { queue, sent, onFailed } = setup({ retryable: (e) => e instanceof HttpError && e.status === 0, retryDelaysMs: [1_000] }, async () => {
      throw down;
    });
    queue.move('o1', 'ABC123', 'Pending', 'Preparing');
    await vi.advanceTimersByTimeAsync(11_000);
    expect(sent).toHaveLength(2);
    expect(onFailed).toHaveBeenCalledWith(expect.objectContaining({ orderId: 'o1' }), down, []);
    expect(queue.statusOf('o1', 'Pending')).toBe('Pending');
  });
});
