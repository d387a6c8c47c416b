/** Dishes on one page of the menu. */
export const MENU_PAGE_SIZE = 6;

export interface PageSlice<T> {
  items: T[];
  page: number;
  pages: number;
}

/** One page of a list (1-based), the page number clamped into range. */
export function paginate<T>(all: readonly T[], page: number, size: number = MENU_PAGE_SIZE): PageSlice<T> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pages);
  return { items: all.slice((current - 1) * size, current * size), page: current, pages };
}
