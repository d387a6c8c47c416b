import type { toast as Toast } from 'react-toastify';

/** Runs a toast once react-toastify has loaded: it stays out of a public page's first load. */
export function notify(show: (toast: typeof Toast) => void): void {
  // Offline before it has loaded, the toast is lost; the page says the same in its own text.
  void import('react-toastify').then(({ toast }) => show(toast)).catch(() => undefined);
}
