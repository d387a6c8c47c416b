import { createContext, useContext, useEffect, useState } from 'react';
import { MENU_SNAPSHOT_ID, type MenuSnapshot } from '@domain/menu-snapshot';
import { pageDataBlock } from '@/lib/hydration';

export type { MenuSnapshot };

/** On the server: the snapshot the page is being rendered with. */
export const MenuSnapshotContext = createContext<MenuSnapshot | null>(null);

const inPage = pageDataBlock<MenuSnapshot>(MENU_SNAPSHOT_ID);

/** In the browser: the snapshot the page's HTML carries, until the menu page has taken it. */
export const pageSnapshot = (): MenuSnapshot | null => inPage.read();

/**
 * The snapshot the first render of the menu page starts from: the server's while rendering, else the page's own.
 * The page's is used by one mount only (hydration must draw what the HTML shows); later visits load the menu.
 */
export function useMenuSnapshot(): MenuSnapshot | null {
  const rendering = useContext(MenuSnapshotContext);
  const [snapshot] = useState(() => rendering ?? pageSnapshot());
  useEffect(() => inPage.used(), []);
  return snapshot;
}

/** The thali the page was rendered with (server or page), read once at mount; null when the page carries none. */
export function useSnapshotThali() {
  const rendering = useContext(MenuSnapshotContext);
  const [thali] = useState(() => (rendering ?? pageSnapshot())?.thali ?? null);
  return thali;
}
