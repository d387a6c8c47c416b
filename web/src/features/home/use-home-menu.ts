import type { MenuItemView } from '@domain/menu';
import { loadSettings } from '@/lib/settings';
import { useResource } from '@/lib/use-resource';
import { getMenu } from '@/api/menu';
import type * as Cards from './components/cards';

/**
 * The dishes the home cards can show: loading (the prerendered page and its hydration), on the
 * menu (with the cards' code), or not loaded.
 */
export type HomeMenu = { status: 'loading' } | { status: 'ready'; byId: ReadonlyMap<string, MenuItemView>; cards: typeof Cards } | { status: 'failed' };

/**
 * The menu, asked for once the page has hydrated, with the saved settings and the cards' code
 * (none of them is part of the page's first load): the cards wait for all three, so they never
 * show a dish or a price the owner's settings would not. Sold-out dishes are left out: the
 * cards advertise what can be ordered.
 */
export function useHomeMenu(): HomeMenu {
  const menu = useResource(loadHomeMenu);
  if (menu.data) return menu.data;
  return menu.error === null ? LOADING : FAILED;
}

const LOADING: HomeMenu = { status: 'loading' };
const FAILED: HomeMenu = { status: 'failed' };

// The settings first (they say which dishes to show, and the header and footer wait for them),
// then the menu, then the cards' code: all after the page has become interactive.
async function loadHomeMenu(signal: AbortSignal): Promise<HomeMenu> {
  await loadSettings();
  const items = await getMenu(signal);
  const cards = await import('./components/cards');
  return { status: 'ready', byId: new Map(items.filter((i) => !i.soldOut).map((i) => [i._id, i])), cards };
}

/** The dishes of a list of ids that are on the menu, in the list's order; null while loading. */
export function dishesOf(menu: HomeMenu, ids: readonly string[]): MenuItemView[] | null {
  if (menu.status === 'loading') return null;
  if (menu.status === 'failed') return [];
  return ids.map((id) => menu.byId.get(id)).filter((d): d is MenuItemView => d !== undefined);
}
