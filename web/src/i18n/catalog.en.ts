// The English catalog: every namespace's messages, loaded as one chunk when a page is in English (catalog.ts).
import common from './messages/en/common';
import home from './messages/en/home';
import site from './messages/en/site';
import hours from './messages/en/hours';
import menu from './messages/en/menu';
import cart from './messages/en/cart';
import order from './messages/en/order';
import booking from './messages/en/booking';
import track from './messages/en/track';
import account from './messages/en/account';
import errors from './messages/en/errors';

const catalog = { common, home, site, hours, menu, cart, order, booking, track, account, errors };
export default catalog;
