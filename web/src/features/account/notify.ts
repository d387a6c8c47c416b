/** Toasts through react-toastify, loaded on first use so that it stays out of the page's first load. */
export const notify = {
  /** With clear, earlier toasts (a wrong code, say) go away first: the form has succeeded. */
  success: (message: string, options: { clear?: boolean } = {}) =>
    void import('react-toastify').then(({ toast }) => {
      if (options.clear) toast.dismiss();
      toast.success(message);
    }),
  error: (message: string) => void import('react-toastify').then(({ toast }) => toast.error(message)),
};
