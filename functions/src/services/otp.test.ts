import { describe, expect, it } from 'vitest';
import { afterUse, afterWrongTry, issueOtp, judgeOtp, resendWaitSeconds, secondsLeft } from './otp';

const t0 = new Date('2026-11-20T10:00:00Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

describe('OTP policy', () => {
  it('issues a 6-digit code valid for 600 s and stores only a salted hash of it', () => {
    const { code, state } = issueOtp(t0);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(state)).not.toContain(code);
    expect(secondsLeft(state, t0)).toBe(600);
    expect(issueOtp(t0).state.salt).not.toBe(state.salt);
  });

  it('accepts the right code once, and refuses it when reused', () => {
    const { code, state } = issueOtp(t0);
    expect(judgeOtp(state, code, at(10))).toEqual({ kind: 'ok' });
    expect(judgeOtp(afterUse(state, at(10)), code, at(11))).toEqual({ kind: 'used' });
  });

  it('counts wrong tries and locks after 5, even for the right code', () => {
    const { code, state } = issueOtp(t0);
    const wrong = code === '000000' ? '111111' : '000000';
    let s = state;
    for (let i = 4; i >= 0; i--) {
      expect(judgeOtp(s, wrong, at(1))).toEqual({ kind: 'wrong', triesLeft: i });
      s = afterWrongTry(s);
    }
    expect(judgeOtp(s, code, at(2))).toEqual({ kind: 'locked' });
  });

  it('refuses the right code once 600 s have passed', () => {
    const { code, state } = issueOtp(t0);
    expect(judgeOtp(state, code, at(599)).kind).toBe('ok');
    expect(judgeOtp(state, code, at(600))).toEqual({ kind: 'expired' });
  });

  it('allows a resend only 60 s after the last send', () => {
    const { state } = issueOtp(t0);
    expect(resendWaitSeconds(state, at(0))).toBe(60);
    expect(resendWaitSeconds(state, at(59.5))).toBe(1);
    expect(resendWaitSeconds(state, at(60))).toBe(0);
  });
});
