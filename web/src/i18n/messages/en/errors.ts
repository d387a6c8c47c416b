/**
 * The English messages of the "errors" namespace: the source every other language translates, key for key.
 * One message per API error code (functions/src/domain/errors.ts; the key is the code itself), the form
 * checks' messages (the English is the shared schema's own wording, functions/src/domain/users.ts), and the
 * generic toasts. In English a page shows the server's own message when it sent one (it may carry specifics);
 * these stand in when it did not.
 */
import { VALIDATION_ENGLISH } from '../../validation-english';

export default {
  validation_failed: 'Please check the details you entered.',
  items_unavailable: 'Some items in your order are no longer available.',
  otp_invalid: 'Incorrect OTP. Please try again.',
  otp_expired: 'OTP expired. Please resend.',
  otp_not_pending: 'No pending OTP verification',
  unauthenticated: 'Please log in to continue.',
  invalid_credentials: 'Invalid phone number or password',
  forbidden: 'You are not allowed to do this.',
  forbidden_role: 'Your role is not allowed to do this.',
  discount_limit: 'This discount is above your limit.',
  app_check_failed: 'We could not check this browser. Please reload the page and try again.',
  verification_expired: 'Your verification has ended. Please verify your phone again.',
  not_found: 'Not found.',
  conflict: 'This has already changed. Please reload the page.',
  not_takeaway: 'This is for takeaway orders only.',
  last_owner: 'The restaurant must keep at least one owner.',
  otp_used: 'This OTP was already used. Please request a new one.',
  already_registered: 'This phone number is already registered. Please log in.',
  slot_full: 'This time has no seats left. Please choose another time.',
  sold_out: 'Sold out. Please choose fewer plates or another dish.',
  ordering_closed: 'Online ordering is closed right now.',
  pickup_full: 'This pickup time is full. Please choose a later time.',
  takeaway_paused: 'Takeaway orders are paused for now.',
  payment_signature: 'The payment could not be confirmed. Nothing was charged.',
  order_expired: 'This order waited too long for its payment and has expired.',
  payload_too_large: 'This is too large to send.',
  unsupported_media_type: 'This kind of file is not accepted.',
  image_rejected: 'This image could not be used.',
  otp_attempts_exhausted: 'Too many wrong tries. Please request a new OTP.',
  rate_limited: 'Too many tries. Please wait a little and try again.',
  sms_unavailable: 'We could not send the text message. Please try again later.',
  sms_not_sent: 'We could not send the text message. Please resend in a minute.',
  busy: 'The restaurant is busy. Please try again.',
  payment_unavailable: 'Online payment is unavailable. Please pay at the counter or try again.',
  not_configured: 'This is not set up yet.',
  internal: 'Something went wrong. Please try again.',
  pin_wrong: 'Wrong PIN.',
  pin_locked: 'This PIN is locked. Please try again later.',
  person_switch_ended: 'Please switch person again.',

  // When no reply came, the form checks: their English is also the key to a schema's message (validation-english.ts).
  ...VALIDATION_ENGLISH,
} as const;
