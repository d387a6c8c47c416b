import { useEffect, useRef, useState } from 'react';
import { ApiError } from './api-client';

/** True when the browser knows it has no network (navigator.onLine is false). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A failure that is the network's: the phone is offline and the request got no reply (or a script it needed could not
 * load). A server that answered, or one unreachable while the phone is online, is not this.
 */
export function failedOffline(e: unknown): boolean {
  if (!isOffline()) return false;
  return !(e instanceof ApiError) || e.status === 0;
}

/**
 * Offline handling for a form: `wait()` marks it as waiting for the network, and `retry` runs once when the
 * network returns (the browser's online event). The latest `retry` is the one run, so it sends what the form holds then.
 */
export function useRetryWhenOnline(retry: () => void): { offline: boolean; wait: () => void; clear: () => void } {
  const [offline, setOffline] = useState(false);
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!offline) return;
    const onOnline = () => {
      setOffline(false);
      latest.current();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [offline]);
  return { offline, wait: () => setOffline(true), clear: () => setOffline(false) };
}
