import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import { OTP_REFUSAL_TEXTS, SMS_NOT_SENT, otpRefusal, textCodeAfterCommit, type OtpFlow } from './otp-policy';

const FLOWS = Object.keys(OTP_REFUSAL_TEXTS) as OtpFlow[];
const reply = (e: AppError) => ({ code: e.code, status: e.status, data: e.data });

describe('one OTP policy: a verdict becomes the same code and status in every flow', () => {
  it.each(FLOWS)('%s: wrong 400 otp_invalid, expired 400 otp_expired, used 409 otp_used, locked 429 otp_attempts_exhausted', (flow) => {
    expect(otpRefusal(flow, { kind: 'wrong', triesLeft: 3 })).toMatchObject({ code: 'otp_invalid', status: 400 });
    expect(reply(otpRefusal(flow, { kind: 'expired' }))).toEqual({ code: 'otp_expired', status: 400, data: undefined });
    expect(reply(otpRefusal(flow, { kind: 'used' }))).toEqual({ code: 'otp_used', status: 409, data: undefined });
    expect(otpRefusal(flow, { kind: 'locked' })).toMatchObject({ code: 'otp_attempts_exhausted', status: 429 });
  });

  it('keeps each screen its words', () => {
    expect(otpRefusal('order', { kind: 'wrong', triesLeft: 4 }).message).toBe('Invalid OTP');
    expect(otpRefusal('order', { kind: 'expired' }).message).toBe('OTP expired. Please request a new one.');
    expect(otpRefusal('reservation', { kind: 'wrong', triesLeft: 1 }).message).toBe('Invalid OTP. 1 try left.');
    expect(otpRefusal('registration', { kind: 'wrong', triesLeft: 0 }).message).toBe('Invalid OTP. Too many wrong tries: please request a new OTP.');
    expect(otpRefusal('reservation', { kind: 'expired' }).message).toBe('OTP expired. Please resend.');
  });

  it('tells the tries left, except when managing a booking, where a wrong code answers like an unknown booking', () => {
    expect(otpRefusal('reservation', { kind: 'wrong', triesLeft: 2 }).data).toEqual({ triesLeft: 2 });
    expect(otpRefusal('order', { kind: 'locked' }).data).toEqual({ triesLeft: 0 });
    expect(reply(otpRefusal('manage', { kind: 'wrong', triesLeft: 2 }))).toEqual({ code: 'otp_invalid', status: 400, data: undefined });
    expect(otpRefusal('manage', { kind: 'wrong', triesLeft: 2 }).message).toBe('OTP verification failed');
  });
});

describe('texting a code after commit', () => {
  const deps = (send: () => Promise<void>) =>
    ({ store: {} as AppDeps['store'], sms: { kind: 'log', send } }) as unknown as Pick<AppDeps, 'store' | 'sms' | 'whatsapp' | 'clock'>;
  const settings = { locale: { smsCountryCode: '+91' }, identity: { name: 'Thali House' }, texts: { channel: 'sms' } } as never;

  it('answers the success reply when the text goes', async () => {
    const sent: unknown[] = [];
    const d = deps(async (...args: unknown[]) => void sent.push(args));
    await expect(textCodeAfterCommit(d, { phone: '9876543210', code: '123456', purpose: 'confirm your order', settings }, { id: 'o1' })).resolves.toEqual({
      id: 'o1',
    });
    expect(JSON.stringify(sent)).toContain('123456 is your');
  });

  it('when the gateway fails: 503 sms_not_sent, saying to resend, with the success data so the screen can go on', async () => {
    const d = deps(() => Promise.reject(new Error('gateway down')));
    const failure = await textCodeAfterCommit(
      d,
      { phone: '9876543210', code: '123456', purpose: 'confirm your order', settings },
      { id: 'o1', resendInSeconds: 60 },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(reply(failure as AppError)).toEqual({ code: 'sms_not_sent', status: 503, data: { id: 'o1', resendInSeconds: 60 } });
    expect((failure as AppError).message).toBe(SMS_NOT_SENT);
  });
});
