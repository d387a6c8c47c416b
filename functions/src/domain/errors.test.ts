import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode, statusOf } from './errors';

describe('the error codes', () => {
  it('are snake_case words, each answered with a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(statusOf(code) >= 400 && statusOf(code) < 600, `${code} → ${statusOf(code)}`).toBe(true);
    }
  });

  it('map the cases a screen branches on to the statuses HTTP gives them', () => {
    expect(ERROR_STATUS).toMatchObject({
      validation_failed: 400,
      otp_invalid: 400,
      otp_expired: 400,
      unauthenticated: 401,
      forbidden: 403,
      app_check_failed: 403,
      not_found: 404,
      slot_full: 409,
      otp_used: 409,
      ordering_closed: 409,
      otp_attempts_exhausted: 429,
      rate_limited: 429,
      sms_unavailable: 503,
      sms_not_sent: 503,
      internal: 500,
    });
  });

  it('form a closed set: anything else is not a code', () => {
    expect(isErrorCode('slot_full')).toBe(true);
    expect(isErrorCode('slot-full')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
