import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_CATEGORIES, mergeCategories } from '@domain/restaurant';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCart } from '@/stores/cart';
import { getCategories, getMenu, type MenuItem } from '@/api/menu';

export const MENU_ERROR = 'Failed to fetch menu';
export const CATEGORIES_ERROR = 'Failed to fetch categories, showing defaults';

export interface MenuState {
  items: MenuItem[] | null;
  categories: string[];
  error: string | null;
  reload: () => void;
}

let early: Promise<MenuItem[]> | null = null;

/**
 * Asks for the menu before the page renders (its HTML has preloaded the request): the page's first render
 * takes this answer, and later loads ask the server afresh.
 */
export function loadMenuEarly(): Promise<MenuItem[]> {
  if (!early) {
    early = getMenu();
    // The page's first render handles a failure (message and toast); until then it is not an unhandled one.
    early.catch(() => undefined);
  }
  return early;
}

/**
 * The menu and its categories. Categories fall back to the default list with a
 * toast (spec §8); the cart is reconciled with the menu once it arrives.
 */
export function useMenu(): MenuState {
  const [items, setItems] = useState<MenuItem[] | null>(null);
  const [serverCategories, setServerCategories] = useState<string[]>([...DEFAULT_CATEGORIES]);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { reconcile, ready: cartReady } = useCart();
  const reconciledFor = useRef<MenuItem[] | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    setError(null);
    const request = early ?? getMenu(abort.signal);
    early = null;
    request
      .then((menu) => {
        if (!abort.signal.aborted) setItems(menu);
      })
      .catch((e: unknown) => {
        if (abort.signal.aborted) return;
        // The spec shows the raw error for menu calls; the server's message, else 'Failed to fetch menu'.
        const message = errorMessage(e, MENU_ERROR);
        setError(message);
        notify((t) => t.error(message, { toastId: MENU_ERROR }));
      });
    return () => abort.abort();
  }, [attempt]);

  useEffect(() => {
    const abort = new AbortController();
    getCategories(abort.signal)
      .then(setServerCategories)
      .catch(() => {
        if (!abort.signal.aborted) notify((t) => t.error(CATEGORIES_ERROR, { toastId: CATEGORIES_ERROR }));
      });
    return () => abort.abort();
  }, []);

  useEffect(() => {
    if (!items || !cartReady || reconciledFor.current === items) return;
    reconciledFor.current = items;
    reconcile(items);
  }, [items, cartReady, reconcile]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Every category a dish uses appears, even one the categories list lacks.
  const categories = mergeCategories([...serverCategories, ...(items ?? []).map((i) => i.category)]);
  return { items, categories, error, reload };
}
