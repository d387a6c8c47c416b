import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { failedOffline, useRetryWhenOnline } from './offline';

const online = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

afterEach(() => vi.restoreAllMocks());

describe('a failure that is the network’s', () => {
  it('offline, a request with no reply, or a script that could not load, is the network’s', () => {
    online(false);
    expect(failedOffline(new ApiError(0, 'Network error occurred'))).toBe(true);
    expect(failedOffline(new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
  });

  it('a reply from the server, or any failure while online, is not', () => {
    online(false);
    expect(failedOffline(new ApiError(409, 'Sold out'))).toBe(false);
    online(true);
    expect(failedOffline(new ApiError(0, 'Network error occurred'))).toBe(false);
  });
});

describe('retrying when the network returns', () => {
  it('runs the latest retry once, on the first online event after wait()', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ retry }) => useRetryWhenOnline(retry), { initialProps: { retry: first } });

    act(() => window.dispatchEvent(new Event('online')));
    expect(first).not.toHaveBeenCalled();

    act(() => result.current.wait());
    expect(result.current.offline).toBe(true);
    rerender({ retry: latest });
    act(() => window.dispatchEvent(new Event('online')));
    act(() => window.dispatchEvent(new Event('online')));

    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
    expect(result.current.offline).toBe(false);
  });
});
