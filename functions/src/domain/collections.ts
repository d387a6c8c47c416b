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
/** otp_sends/{phone}: the times of the codes sent to a phone in the last hour. */
export const OTP_SENDS = 'otp_sends';
/** Local and emulator mode only: the SMS the log adapter would have sent. */
export const DEV_OUTBOX = 'dev_outbox';
