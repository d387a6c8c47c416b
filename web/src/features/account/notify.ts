/** Toasts through react-toastify, loaded on first use so that it stays out of the page's first load. */
export const notify = {
  success: (message: string) => void import('react-toastify').then(({ toast }) => toast.success(message)),
  error: (message: string) => void import('react-toastify').then(({ toast }) => toast.error(message)),
};
