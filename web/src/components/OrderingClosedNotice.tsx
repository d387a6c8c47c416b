import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/hydration';

// The hours rules load after the page is interactive, in their own chunk: the first load stays within its budget.
const Body = lazy(() => import('./OrderingClosedNoticeBody'));

/** The closed notice of the home page and the menu (OrderingClosedNoticeBody), shown only in the browser. */
export function OrderingClosedNotice() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Body />
    </Suspense>
  );
}
