import type { toast as Toast } from 'react-toastify';

/** Runs a toast once react-toastify has loaded: it stays out of a public page's first load. */
export function notify(show: (toast: typeof Toast) => void): void {
  void import('react-toastify').then(({ toast }) => show(toast));
}
