import { useEffect, useMemo, useRef } from 'react';
import { DEFAULT_CATEGORIES, mergeCategories } from '@domain/restaurant';

const NONE_HIDDEN: string[] = [];
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useResource } from '@/lib/use-resource';
import { useCart } from '@/stores/cart';
import { getCategories, getMenu, type MenuItem } from '@/api/menu';
import { useMenuSnapshot } from '../menu-snapshot';

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

/** The first load takes the early answer; later ones ask the server afresh. */
function loadMenu(signal: AbortSignal): Promise<MenuItem[]> {
  const request = early ?? getMenu(signal);
  early = null;
  return request;
}

/**
 * The menu and its categories. Categories fall back to the default list with a
 * toast (spec §8); the cart is reconciled with the menu once it arrives.
 */
export function useMenu(): MenuState {
  // A page the server rendered with its dishes starts from them: hydration draws what the HTML shows, and nothing is asked twice.
  const snapshot = useMenuSnapshot();
  const menu = useResource(loadMenu, { initial: snapshot?.items });
  const serverCategories = useResource(getCategories, { initial: snapshot ? { shown: snapshot.categories, hidden: snapshot.hidden ?? [] } : null });
  const { reconcile, ready: cartReady } = useCart();
  const reconciledFor = useRef<MenuItem[] | null>(null);
  // A category the owner hid takes its dishes off the menu.
  const hidden = serverCategories.data?.hidden ?? NONE_HIDDEN;
  const items = useMemo(() => (hidden.length && menu.data ? menu.data.filter((i) => !hidden.includes(i.category)) : menu.data), [menu.data, hidden]);
  // The spec shows the raw error for menu calls; the server's message, else 'Failed to fetch menu'. Asking again clears it.
  const error = menu.error !== null && !menu.loading ? errorMessage(menu.error, MENU_ERROR) : null;

  useEffect(() => {
    if (menu.error === null) return;
    const message = errorMessage(menu.error, MENU_ERROR);
    notify((t) => t.error(message, { toastId: MENU_ERROR }));
  }, [menu.error]);

  useEffect(() => {
    if (serverCategories.error) notify((t) => t.error(CATEGORIES_ERROR, { toastId: CATEGORIES_ERROR }));
  }, [serverCategories.error]);

  useEffect(() => {
    if (!items || !cartReady || reconciledFor.current === items) return;
    reconciledFor.current = items;
    reconcile(items);
  }, [items, cartReady, reconcile]);

  // Every category a dish uses appears, even one the categories list lacks.
  const categories = mergeCategories([...(serverCategories.data?.shown ?? DEFAULT_CATEGORIES), ...(items ?? []).map((i) => i.category)]);
  return { items, categories, error, reload: menu.reload };
}
