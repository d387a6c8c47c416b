import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCarousel, wrapIndex } from './use-carousel';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.stubGlobal('scrollTo', () => {});
});

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });
});

describe('carousel position', () => {
  it('previous on the first slide goes to the last, and next on the last goes back to the first', () => {
    const { result } = renderHook(() => useCarousel(5));
    act(() => result.current.prev());
    expect(result.current.index).toBe(4);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
  });

  it('without an autoplay interval, never moves on its own', () => {
    const { result } = renderHook(() => useCarousel(5));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.index).toBe(0);
    expect(result.current.canPlay).toBe(false);
  });
});

describe('carousel autoplay every 4000 ms', () => {
  it('moves exactly when 4000 ms have passed, and wraps from the last slide to the first', () => {
    const { result } = renderHook(() => useCarousel(3, { autoplayMs: 4000 }));
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(0);
  });

  it('waits a full interval again after the visitor moves it', () => {
    const { result } = renderHook(() => useCarousel(3, { autoplayMs: 4000 }));
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(2);
  });

  it('holds while hovered or focused and resumes after', () => {
    const { result } = renderHook(() => useCarousel(3, { autoplayMs: 4000 }));
    act(() => result.current.setHeld(true));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    expect(result.current.playing).toBe(false);
    act(() => result.current.setHeld(false));
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
  });

  it('stays put once the visitor pauses it', () => {
    const { result } = renderHook(() => useCarousel(3, { autoplayMs: 4000 }));
    act(() => result.current.setStopped(true));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
  });

  it('never runs when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useCarousel(3, { autoplayMs: 4000 }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(result.current.index).toBe(0);
    expect(result.current.canPlay).toBe(false);
  });
});
