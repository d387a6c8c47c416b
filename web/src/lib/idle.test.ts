import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_LATEST_MS, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work once the browser says it is idle, never in the task that asked, asking for it within 1.5 s', () => {
    let idle: (() => void) | null = null;
    const requestIdleCallback = vi.fn((cb: () => void) => ((idle = cb), 7));
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const work = vi.fn();

    whenIdle(work);

    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_LATEST_MS });
    idle!();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('a cancel before the browser is idle means the work never runs', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 7),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);

    whenIdle(vi.fn())();

    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari), runs it shortly after, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const work = vi.fn();
    const cancelled = vi.fn();

    whenIdle(work);
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_LATEST_MS);

    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
