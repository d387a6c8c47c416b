import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_CATEGORIES, mergeCategories } from '@domain/restaurant';

const NONE_HIDDEN: string[] = [];
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useResource } from '@/lib/use-resource';
import { useCart } from '@/stores/cart';
import { getCategories, getMenu, type MenuItem } from '@/api/menu';
import { useMenuSnapshot } from '../menu-snapshot';
import { langOfPath, useLang, useT, type Lang } from '@/i18n';

export const MENU_ERROR = 'Failed to fetch menu';
export const CATEGORIES_ERROR = 'Failed to fetch categories, showing defaults';

export interface MenuState {
  items: MenuItem[] | null;
  categories: string[];
  /** Each category's name in the page's language, by its English name (which stays its key); absent: the English. */
  categoryNames: Record<string, string>;
  error: string | null;
  reload: () => void;
}

let early: Promise<MenuItem[]> | null = null;
let earlyLang: Lang = 'en';

/**
 * Asks for the menu before the page renders (its HTML has preloaded the request): the page's first render
 * takes this answer, and later loads ask the server afresh.
 */
export function loadMenuEarly(): Promise<MenuItem[]> {
  if (!early) {
    earlyLang = langOfPath(window.location.pathname);
    early = getMenu(undefined, earlyLang);
    // The page's first render handles a failure (message and toast); until then it is not an unhandled one.
    early.catch(() => undefined);
  }
  return early;
}

/** The first load takes the early answer (when it was asked in the page's language); later ones ask the server afresh. */
function loadMenu(signal: AbortSignal, lang: Lang): Promise<MenuItem[]> {
  const request = early && earlyLang === lang ? early : getMenu(signal, lang);
  early = null;
  return request;
}

/** A Gujarati or Hindi page's snapshot in English (its dishes carry no nameEn): drawn as the HTML shows it, then asked again in the language. */
const snapshotInOtherLang = (items: readonly MenuItem[] | undefined, lang: Lang) =>
  lang !== 'en' && !!items && items.length > 0 && !items.some((i) => 'nameEn' in i);

/** Each dish's category in the page's language (the API sends it beside the dish in Gujarati or Hindi). */
function namesOfCategories(items: readonly MenuItem[] | null): Record<string, string> {
  const names: Record<string, string> = {};
  for (const i of items ?? []) {
    const name = (i as MenuItem & { categoryName?: unknown }).categoryName;
    if (typeof name === 'string' && name.trim()) names[i.category] = name;
  }
  return names;
}

/**
 * The menu and its categories. Categories fall back to the default list with a
 * toast (spec §8); the cart is reconciled with the menu once it arrives.
 */
export function useMenu(): MenuState {
  // A page the server rendered with its dishes starts from them: hydration draws what the HTML shows, and nothing is asked twice.
  const snapshot = useMenuSnapshot();
  const lang = useLang();
  const t = useT('menu');
  const load = useCallback((signal: AbortSignal) => loadMenu(signal, lang), [lang]);
  const menu = useResource(load, { initial: snapshot?.items });
  const reloadMenu = menu.reload;
  const [staleSnapshot] = useState(() => snapshotInOtherLang(snapshot?.items, lang));
  useEffect(() => {
    if (staleSnapshot) reloadMenu();
  }, [staleSnapshot, reloadMenu]);
  const serverCategories = useResource(getCategories, { initial: snapshot ? { shown: snapshot.categories, hidden: snapshot.hidden ?? [] } : null });
  const { reconcile, ready: cartReady } = useCart();
  const reconciledFor = useRef<MenuItem[] | null>(null);
  // A category the owner hid takes its dishes off the menu.
  const hidden = serverCategories.data?.hidden ?? NONE_HIDDEN;
  const items = useMemo(() => (hidden.length && menu.data ? menu.data.filter((i) => !hidden.includes(i.category)) : menu.data), [menu.data, hidden]);
  // The spec shows the raw error for menu calls; the server's message, else 'Failed to fetch menu'. Asking again clears it.
  const menuError = t('menuError');
  const error = menu.error !== null && !menu.loading ? errorMessage(menu.error, menuError) : null;

  useEffect(() => {
    if (menu.error === null) return;
    const message = errorMessage(menu.error, menuError);
    notify((toast) => toast.error(message, { toastId: MENU_ERROR }));
  }, [menu.error, menuError]);

  const categoriesError = t('categoriesError');
  useEffect(() => {
    if (serverCategories.error) notify((toast) => toast.error(categoriesError, { toastId: CATEGORIES_ERROR }));
  }, [serverCategories.error, categoriesError]);

  useEffect(() => {
    if (!items || !cartReady || reconciledFor.current === items) return;
    reconciledFor.current = items;
    reconcile(items);
  }, [items, cartReady, reconcile]);

  // Every category a dish uses appears, even one the categories list lacks.
  const categories = mergeCategories([...(serverCategories.data?.shown ?? DEFAULT_CATEGORIES), ...(items ?? []).map((i) => i.category)]);
  const categoryNames = useMemo(() => namesOfCategories(items), [items]);
  return { items, categories, categoryNames, error, reload: menu.reload };
}
