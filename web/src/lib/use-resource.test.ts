import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResource } from './use-resource';

/** A loader whose answers the test gives out one by one, recording the signal of each call. */
function answers<T>() {
  const calls: { signal: AbortSignal; resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return { load, calls };
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (v: DocumentVisibilityState) => {
  visibility = v;
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useResource', () => {
  it('is loading from its first render, then holds the answer', async () => {
    const { load, calls } = answers<string>();
    const { result } = renderHook(() => useResource(load));
    expect(result.current).toMatchObject({ data: null, error: null, loading: true });
    await act(async () => calls[0]!.resolve('menu'));
    expect(result.current).toMatchObject({ data: 'menu', error: null, loading: false });
  });

  it('starts from data it is given without asking, and asks on reload', async () => {
    const { load, calls } = answers<string>();
    const { result } = renderHook(() => useResource(load, { initial: 'menu in the page' }));
    expect(result.current).toMatchObject({ data: 'menu in the page', error: null, loading: false });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.reload());
    expect(result.current).toMatchObject({ data: 'menu in the page', loading: true });
    await act(async () => calls[0]!.resolve('menu from the server'));
    expect(result.current).toMatchObject({ data: 'menu from the server', loading: false });
  });

  it('without a loader asks nothing and is not loading', () => {
    const { result } = renderHook(() => useResource(null));
    expect(result.current).toMatchObject({ data: null, error: null, loading: false });
  });

  it('a newer loader cancels the older one, whose late answer is dropped', async () => {
    const first = answers<string>();
    const second = answers<string>();
    const { result, rerender } = renderHook(({ load }) => useResource(load), { initialProps: { load: first.load } });
    rerender({ load: second.load });
    expect(first.calls[0]!.signal.aborted).toBe(true);
    await act(async () => second.calls[0]!.resolve('new'));
    await act(async () => first.calls[0]!.resolve('old'));
    expect(result.current.data).toBe('new');
  });

  it('a failed reload keeps the data on screen with the error', async () => {
    const { load, calls } = answers<string>();
    const { result } = renderHook(() => useResource(load));
    await act(async () => calls[0]!.resolve('orders'));
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    const failure = new Error('offline');
    await act(async () => calls[1]!.reject(failure));
    expect(result.current).toMatchObject({ data: 'orders', error: failure, loading: false });
  });

  describe('with refreshEvery', () => {
    it('asks again on the period while the tab is visible, and leaves a load in flight to finish', async () => {
      const { load, calls } = answers<number>();
      renderHook(() => useResource(load, { refreshEvery: 10_000 }));
      expect(calls).toHaveLength(1);
      act(() => vi.advanceTimersByTime(10_000));
      expect(calls).toHaveLength(1);
      expect(calls[0]!.signal.aborted).toBe(false);
      await act(async () => calls[0]!.resolve(1));
      act(() => vi.advanceTimersByTime(10_000));
      expect(calls).toHaveLength(2);
    });

    it('a hidden tab asks nothing, and asks at once when it becomes visible', async () => {
      visibility = 'hidden';
      const { load, calls } = answers<number>();
      const { result } = renderHook(() => useResource(load, { refreshEvery: 10_000 }));
      act(() => vi.advanceTimersByTime(30_000));
      expect(calls).toHaveLength(0);
      expect(result.current.loading).toBe(true);
      act(() => setVisibility('visible'));
      expect(calls).toHaveLength(1);
      await act(async () => calls[0]!.resolve(7));
      expect(result.current).toMatchObject({ data: 7, loading: false });
    });

    it('a successful refresh clears the error of a failed one', async () => {
      const { load, calls } = answers<number>();
      const { result } = renderHook(() => useResource(load, { refreshEvery: 1_000 }));
      await act(async () => calls[0]!.resolve(1));
      act(() => vi.advanceTimersByTime(1_000));
      await act(async () => calls[1]!.reject(new Error('offline')));
      expect(result.current.data).toBe(1);
      expect(result.current.error).toBeInstanceOf(Error);
      act(() => vi.advanceTimersByTime(1_000));
      await act(async () => calls[2]!.resolve(2));
      expect(result.current).toMatchObject({ data: 2, error: null });
    });

    it('as a function of the data, refreshes only while it says so, without an extra load when it turns on', async () => {
      const { load, calls } = answers<string>();
      const { result } = renderHook(() => useResource(load, { refreshEvery: (d) => (d === 'live' ? 1_000 : null) }));
      act(() => vi.advanceTimersByTime(5_000));
      expect(calls).toHaveLength(1);
      await act(async () => calls[0]!.resolve('live'));
      expect(calls).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1_000));
      expect(calls).toHaveLength(2);
      await act(async () => calls[1]!.resolve('done'));
      act(() => vi.advanceTimersByTime(5_000));
      expect(calls).toHaveLength(2);
      expect(result.current.data).toBe('done');
    });
  });
});
