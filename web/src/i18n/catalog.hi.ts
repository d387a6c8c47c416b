// The Hindi catalog: every namespace's messages, loaded as one chunk when a page is in Hindi (catalog.ts).
import common from './messages/hi/common';
import home from './messages/hi/home';
import site from './messages/hi/site';
import hours from './messages/hi/hours';
import menu from './messages/hi/menu';
import cart from './messages/hi/cart';
import order from './messages/hi/order';
import booking from './messages/hi/booking';
import track from './messages/hi/track';
import account from './messages/hi/account';
import errors from './messages/hi/errors';
import type { CatalogShape } from './catalog';

const catalog = { common, home, site, hours, menu, cart, order, booking, track, account, errors } satisfies CatalogShape;
export default catalog;
