/**
 * Settings for online payment, as an owner saves them: deployed with Razorpay, Optional or Required
 * is refused until the key id is in Settings and the key secret is bound, and a bad UPI id or key id
 * gets its field's message; locally the gateway has its own keys. A refused save changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RazorpayGateway } from '../adapters/razorpay-gateway';
import type { Settings } from '../domain/settings';
import { PAYMENTS_NOT_SET_UP } from '../services/settings';
import { startApi, type TestApi } from '../testing/api-harness';

let t: TestApi;
let owner: string;
let secretBound = false;

beforeAll(async () => {
  // Deployed wiring: the Razorpay adapter, its key secret bound only when the test says so.
  const gateway = new RazorpayGateway(() => ({
    keySecret: secretBound ? 'a-bound-key-secret' : '',
    webhookSecret: secretBound ? 'a-bound-webhook-secret' : '',
  }));
  t = await startApi({ overrides: { payments: gateway } });
  owner = (await t.sessionFor('owner')).idToken;
});
afterAll(async () => {
  await t.close();
});

async function current(): Promise<Omit<Settings, 'updatedAt'>> {
  const { updatedAt: _u, ...s } = (await t.call<{ settings: Settings }>('GET', '/api/admin/settings', { token: owner })).body.data!.settings;
  return s;
}
const save = async (payments: Partial<Settings['payments']>) => {
  const s = await current();
  return t.call<unknown>('PUT', '/api/admin/settings', { body: { ...s, payments: { ...s.payments, ...payments } }, token: owner });
};

describe('PUT /api/admin/settings: payments', () => {
  it('refuses online payment with no key id, or with no key secret bound, and changes nothing', async () => {
    const before = await current();

    const noKey = await save({ online: { 'dine-in': 'off', takeaway: 'optional' }, keyId: '' });
    secretBound = false;
    const noSecret = await save({ online: { 'dine-in': 'required', takeaway: 'off' }, keyId: 'rzp_test_AbCdEf123456' });

    for (const r of [noKey, noSecret]) {
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(PAYMENTS_NOT_SET_UP);
      expect(r.body.data).toMatchObject({ field: 'payments.keyId' });
    }
    expect(await current()).toEqual(before);
  });

  it('saves online payment once the key id is set and the secret bound', async () => {
    secretBound = true;
    const r = await save({ online: { 'dine-in': 'optional', takeaway: 'required' }, keyId: 'rzp_test_AbCdEf123456', holdMinutes: 20 });

    expect(r.status, r.body.message).toBe(200);
    expect((await current()).payments).toMatchObject({
      online: { 'dine-in': 'optional', takeaway: 'required' },
      keyId: 'rzp_test_AbCdEf123456',
      holdMinutes: 20,
    });
  });

  it('names the field of a bad key id, hold or UPI id', async () => {
    const badKey = await save({ keyId: 'pk_live_123' });
    const badHold = await save({ holdMinutes: 2 });
    const badUpi = await save({ upiId: 'thalihouse' });

    expect(badKey.body.message).toBe('Razorpay key id must look like rzp_live_… or rzp_test_…');
    expect(badHold.body.message).toBe('Hold an unpaid online order (minutes) must be at least 5');
    expect(badUpi.body.message).toBe('UPI id must look like name@bank, for example thalihouse@okaxis');
    for (const r of [badKey, badHold, badUpi]) expect(r.status).toBe(400);
  });
});
