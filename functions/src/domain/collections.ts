/** Collection names, in one place so that rules, indexes and code agree. */
export const USERS = 'users';
export const MENU = 'menu';
export const CATEGORIES = 'categories';
export const ORDERS = 'orders';
export const RESERVATIONS = 'reservations';
export const INVENTORY = 'inventory';
export const OTPS = 'otps';
export const IDEMPOTENCY = 'idempotency';
export const RATE_LIMITS = 'rate_limits';
export const NEWSLETTER = 'newsletter';
export const SLOTS = 'slots';
