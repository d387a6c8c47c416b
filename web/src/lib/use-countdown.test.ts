import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mmss, useCountdown, useSecondsUntil } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OTP countdowns', () => {
  it('shows minutes and seconds as mm:ss', () => {
    expect(mmss(600)).toBe('10:00');
    expect(mmss(65)).toBe('01:05');
    expect(mmss(0)).toBe('00:00');
  });

  it('counts down to a deadline once a second and stops at 0', () => {
    const deadline = Date.now() + 3000;
    const { result } = renderHook(() => useSecondsUntil(deadline));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('starts again from the full time when its restart key changes, without showing the old time first', () => {
    const { result, rerender } = renderHook(({ sent }) => useCountdown(60, sent), { initialProps: { sent: 1 } });
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(0);
    rerender({ sent: 2 });
    expect(result.current).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(59);
  });
});
