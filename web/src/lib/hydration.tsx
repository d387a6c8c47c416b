import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { adoptEarlyInput, replayEarlyTaps } from './early-input';

/** Outside a provider (a component test, a page rendered afresh in the browser), the browser's state is there from the first render. */
export const HydratedContext = createContext(true);

/**
 * Holds what useHydrated answers. `hydrating`: this render will be matched against prerendered HTML (the
 * prerender itself, and the browser's hydration of it). The flag then turns true in a transition once hydration
 * has committed: reading storage, the clock and the URL, and re-rendering the page with them, is done in slices
 * that yield to taps and paints, rather than in one long task.
 */
export function HydrationProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // In the commit that hydrated the frame (header, footer), before anything renders again: what was typed there is kept.
  // The page itself may hydrate in a later commit: EarlyInput, inside its Suspense boundary, does the same for it.
  useLayoutEffect(() => {
    if (hydrating) adoptEarlyInput(document.body);
  }, [hydrating]);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while a page is prerendered and while the browser hydrates that HTML; true from the render after.
 * What only the browser knows (storage, the clock, a URL's parameters) waits for it, so that the first
 * render in the browser matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

let earlyInputTaken = false;

/**
 * Placed beside the page inside its Suspense boundary, whose content React may hydrate in a commit of its own: in that
 * commit, what the guest typed into the page before it was hydrated is handed to React, and the taps held are made.
 */
export function EarlyInput() {
  useLayoutEffect(() => {
    if (earlyInputTaken) return;
    earlyInputTaken = true;
    adoptEarlyInput(document.body);
    replayEarlyTaps();
  }, []);
  return null;
}

/**
 * A JSON data block the server rendered into the page (a function-rendered page's data), read once. `used()` marks it
 * taken once the page has drawn from it, so that a later in-app visit asks the server afresh rather than show old data.
 */
export function pageDataBlock<T>(id: string): { read(): T | null; used(): void } {
  let inPage: T | null | undefined;
  return {
    read() {
      if (inPage === undefined) {
        const text = typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;
        try {
          inPage = text ? (JSON.parse(text) as T) : null;
        } catch {
          inPage = null;
        }
      }
      return inPage;
    },
    used() {
      inPage = null;
    },
  };
}
