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
/** Durable rate-limit buckets, one per (limit, hashed key); they expire (TTL on expireAt). */
export const LIMIT_BUCKETS = 'limit_buckets';
/** settings/{name}: operator settings with defaults in code (settings/sms: the SMS budget). */
export const SETTINGS = 'settings';
/** sms_budget/{restaurant date}: texts sent that day, in total and per hour; they expire. */
export const SMS_BUDGET = 'sms_budget';
/** audit_log/{id}: who changed what in the back office, kept 90 days (TTL on expireAt). */
export const AUDIT_LOG = 'audit_log';
/** otp_sends/{phone}: the times of the codes sent to a phone in the last hour. */
export const OTP_SENDS = 'otp_sends';
/** notifications/{kind}_{subject id}: the texts that follow a guest's order or booking, one per event; kept 30 days. */
export const NOTIFICATIONS = 'notifications';
/** Local and emulator mode only: the SMS the log adapter would have sent. */
export const DEV_OUTBOX = 'dev_outbox';
/** counters/{invoice-FY | token-date}: invoice serials per financial year and tokens per day. */
export const COUNTERS = 'counters';
/** refunds/{id}: money given back to a guest (a partial refund, or the balance of a cancelled or voided paid order), with its order. */
export const REFUNDS = 'refunds';
/** report_days/{YYYY-MM-DD}: one restaurant-local day's sales, tax and exceptions, kept with every order change (domain/reports.ts). */
export const REPORT_DAYS = 'report_days';
/** thali_days/{date}_{service}: the thali of one service and its plates. */
export const THALI_DAYS = 'thali_days';
/** thali_library/main: the thali components the owner picks from, and the usual prices. */
export const THALI_LIBRARY = 'thali_library';
/** pickup_slots/{date}_{time}: takeaway plates promised in a 15-minute pickup slot; they expire a day after it. */
export const PICKUP_SLOTS = 'pickup_slots';
/** guests/{phone}: the guest's record (visits, orders, bookings, no-shows, staff notes and tags), kept with each order and booking. */
export const GUESTS = 'guests';
/** staff_invites/{phone}: an owner's invitation to join the staff, with its code, waiting for the invitee to set a password. */
export const STAFF_INVITES = 'staff_invites';
/** staff_pins/{uid}: a staff member's PIN for shared devices (scrypt hash) and its wrong tries. */
export const STAFF_PINS = 'staff_pins';
/** acting_sessions/{sha256 of the proof}: who is acting on which shared device, until its idle time passes (TTL on expireAt). */
export const ACTING_SESSIONS = 'acting_sessions';
/** gateway_orders/{gateway order id}: which of our orders a payment gateway's order pays, so a webhook finds it by id. */
export const GATEWAY_ORDERS = 'gateway_orders';
/** payment_events/{event id}: the gateway's webhook events already handled, so a replay changes nothing. */
export const PAYMENT_EVENTS = 'payment_events';
/** retention_jobs/{job}: where the data-retention work stands (the yearly archive's marker, the name-and-phone scrub's cursor). */
export const RETENTION_JOBS = 'retention_jobs';
/** day_closings/{YYYY-MM-DD}: who closed a day on the Z report, when, why (bills still open) and its figures then (domain/floor-report.ts). */
export const DAY_CLOSINGS = 'day_closings';
