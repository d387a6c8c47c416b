import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/**
 * Toasts top-centre, closing after 5000 ms (spec §2, §9). The container loads when the
 * browser is idle, so it stays out of the first paint; toasts raised before that are
 * queued by react-toastify and shown once it mounts.
 */
export function Toasts() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setReady(true), 1500);
    return () => window.clearTimeout(id);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-center" autoClose={5000} newestOnTop closeOnClick />
    </Suspense>
  );
}
