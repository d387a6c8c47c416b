import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

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
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while a page is prerendered and while the browser hydrates that HTML; true from the render after.
 * What only the browser knows (storage, the clock, a URL's parameters) waits for it, so that the first
 * render in the browser matches the prerendered HTML exactly.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
