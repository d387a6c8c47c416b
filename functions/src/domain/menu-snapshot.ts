import type { MenuItemView } from './menu';
import type { ThaliNow } from './thali-view';

/**
 * The menu a page is rendered with at request time (GET /menu): the dishes and categories the API would answer now.
 * It travels in the page as a JSON data block with this id, so that the browser's first render draws the same HTML.
 * (A module of its own: the menu page imports it, and the menu's schemas, zod with them, stay out of its first load.)
 */
export interface MenuSnapshot {
  items: MenuItemView[];
  categories: string[];
  /** The owner's hidden categories: their dishes are left out of items. */
  hidden?: string[];
  /** Today's Thali when the page was rendered: it shows at the top of the menu from the HTML. */
  thali?: ThaliNow;
}
export const MENU_SNAPSHOT_ID = 'menu-snapshot';
/** The saved settings a menu page was rendered with, in a data block of their own: the browser's first render uses them too. */
export const PAGE_SETTINGS_ID = 'page-settings';
/** Today's Thali a function-rendered page other than the menu (the home page) was rendered with, in a data block of its own. */
export const PAGE_THALI_ID = 'page-thali';
/**
 * The instant (the server's clock, ISO) a function-rendered page was rendered at, in a data block of its own: what
 * depends on the time (an offer's price) is drawn at that instant by the browser's first render, so hydration matches
 * however old the copy the CDN or the function kept, and whatever the browser's clock says; then at the browser's time.
 */
export const PAGE_RENDERED_AT_ID = 'page-rendered-at';
