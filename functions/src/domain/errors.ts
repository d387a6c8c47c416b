/**
 * The closed set of error codes the API answers with, each with its HTTP status.
 * Every error reply is `{ success: false, code, message }` (plus `data` where a
 * screen needs more). The web branches on `code`, never on the message text.
 * To add a code: add one line here, with its status and what it means.
 */
export const ERROR_STATUS = {
  /** The body, query or a field failed its rules; data.issues or data.field say which. */
  validation_failed: 400,
  /** Some items of the order are no longer on the menu or are sold out (data.unknownItems, data.soldOutItems). */
  items_unavailable: 400,
  /** The code does not match; data.triesLeft when the flow may say how many tries are left. */
  otp_invalid: 400,
  /** The code's ten minutes are over: ask for a new one. */
  otp_expired: 400,
  /** Nothing awaits a code: no pending registration, or no code was sent. */
  otp_not_pending: 400,
  /** No session, or the session has ended. */
  unauthenticated: 401,
  /** A wrong phone and password, or a wrong admin password. */
  invalid_credentials: 401,
  /** Signed in, but not allowed (an admin route for a customer). */
  forbidden: 403,
  /** A staff member whose role can't do this; the message names the role that can (data.allowed). */
  forbidden_role: 403,
  /** A discount above what the staff member's role may give (data.limit: the counter's limit in percent). */
  discount_limit: 403,
  /** The App Check token is missing or invalid (data.appCheck). */
  app_check_failed: 403,
  /** The guest's short-lived manage-booking verification has ended: verify the phone again. */
  verification_expired: 403,
  not_found: 404,
  /** The request conflicts with the record's state (already confirmed, cancelled, a reused key...). */
  conflict: 409,
  /** Not collected is for takeaways only: a dine-in order is completed, cancelled or voided. */
  not_takeaway: 409,
  /** The change would leave the restaurant without an owner. */
  last_owner: 409,
  /** This code was already used. */
  otp_used: 409,
  /** The phone already has an account. */
  already_registered: 409,
  /** The table time has no seats left for the party. */
  slot_full: 409,
  /** The thali has fewer plates left than asked for: "Sold out for lunch" (data.itemId, data.platesLeft). */
  sold_out: 409,
  /** Online ordering is paused or outside the open hours (data.reason, data.nextOpening). */
  ordering_closed: 409,
  /** The pickup time has no room for the order's plates (data.earliest: the earliest that fits, or null). */
  pickup_full: 409,
  /** The kitchen paused takeaway orders (data.until). */
  takeaway_paused: 409,
  /** The payment's signature does not match the gateway's: nothing was paid or changed. */
  payment_signature: 400,
  /** The order waited too long for its online payment and expired (a payment that came after is refunded). */
  order_expired: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** An image that can't be read or is too large in pixels. */
  image_rejected: 422,
  /** Too many wrong tries of this code: ask for a new one. */
  otp_attempts_exhausted: 429,
  /** Too many requests; the retry-after header and data.retryAfterSeconds say when to try again. */
  rate_limited: 429,
  /** A text could not be sent (the SMS budget is spent, or the gateway failed). */
  sms_unavailable: 503,
  /** The record and its code were kept but the text failed: data is the success reply's data; Resend after 60 s. */
  sms_not_sent: 503,
  /** Too many requests changed the same record at once and this one gave up: nothing was changed; try again (retry-after). */
  busy: 503,
  /** Online payment is not set up or the gateway did not answer: pay at the counter, or try again. */
  payment_unavailable: 503,
  /** A server setting is missing (the admin password hash). */
  not_configured: 503,
  internal: 500,
  // Shared devices, named people.
  /** A wrong PIN when switching person on a shared device (data.triesLeft). */
  pin_wrong: 403,
  /** That person's PIN is locked after too many wrong tries (data.retryAfterSeconds). */
  pin_locked: 429,
  /** The proof of who is acting on this device is missing, forged, or its idle time has passed: switch person again. */
  person_switch_ended: 401,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** True for a string in the closed set. */
export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/** The HTTP status a code is answered with. */
export const statusOf = (code: ErrorCode): number => ERROR_STATUS[code];
