// The Gujarati catalog: every namespace's messages, loaded as one chunk when a page is in Gujarati (catalog.ts).
import common from './messages/gu/common';
import home from './messages/gu/home';
import site from './messages/gu/site';
import hours from './messages/gu/hours';
import menu from './messages/gu/menu';
import cart from './messages/gu/cart';
import order from './messages/gu/order';
import booking from './messages/gu/booking';
import track from './messages/gu/track';
import account from './messages/gu/account';
import errors from './messages/gu/errors';
import type { CatalogShape } from './catalog';

const catalog = { common, home, site, hours, menu, cart, order, booking, track, account, errors } satisfies CatalogShape;
export default catalog;
