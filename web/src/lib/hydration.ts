import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a page is prerendered and while the browser hydrates that HTML; true from the
 * render after. What only the browser knows (storage, the clock, a URL's parameters) waits for
 * it, so that the first render in the browser matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
