import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** Whatever happens, the container is there this long after start-up. */
const LATEST_MS = 5000;

/**
 * Toasts top-centre, closing after 5000 ms (spec §2, §9). The container loads once the
 * first page has rendered and the browser is idle, so it never competes with the page's
 * own code; toasts raised before that are queued by react-toastify and shown on mount.
 */
export function Toasts({ pageRendered }: { pageRendered: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const latest = window.setTimeout(() => setReady(true), LATEST_MS);
    return () => window.clearTimeout(latest);
  }, []);
  useEffect(() => {
    if (!pageRendered) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 500);
    return () => window.clearTimeout(id);
  }, [pageRendered]);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-center" autoClose={5000} newestOnTop closeOnClick />
    </Suspense>
  );
}

/** Placed beside the page inside its Suspense boundary: reports once the page itself has rendered. */
export function PageRendered({ onRendered }: { onRendered: () => void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}
