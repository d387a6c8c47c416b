import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NEWSLETTER } from '../domain/collections';
import { NEWSLETTER_MESSAGES } from '../domain/newsletter';
import { subscriberKey } from '../services/newsletter';
import { startApi, type TestApi } from '../testing/api-harness';
import { NEWSLETTER_LIMIT } from './newsletter';

let t: TestApi;
beforeAll(async () => {
  t = await startApi({ seed: false });
});
afterAll(async () => {
  await t?.close();
});
// Each case starts with a fresh per-IP allowance.
beforeEach(() => t.clock.advance(NEWSLETTER_LIMIT.windowMs));

const subscribers = () => t.store.count(NEWSLETTER);

describe('POST /api/newsletter', () => {
  it('when the address is new, stores it once and answers 201 "Thanks for subscribing!"', async () => {
    const before = await subscribers();
    const r = await t.call('POST', '/api/newsletter', { body: { email: ' Ana.Patel@Example.com ' } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, message: 'Thanks for subscribing!', data: { email: 'ana.patel@example.com', alreadySubscribed: false } });
    expect(await subscribers()).toBe(before + 1);
    const doc = await t.store.get(NEWSLETTER, subscriberKey('ana.patel@example.com'));
    expect(doc).toMatchObject({ email: 'ana.patel@example.com', createdAt: t.clock.now().toISOString() });
  });

  it('when the address is already subscribed in another case, answers 200 kindly and writes nothing but its rate-limit count', async () => {
    await t.call('POST', '/api/newsletter', { body: { email: 'ravi@example.com' } });
    const count = await subscribers();
    const writes = t.store.meter.writes;
    const r = await t.call('POST', '/api/newsletter', { body: { email: 'RAVI@Example.COM' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: NEWSLETTER_MESSAGES.alreadySubscribed, data: { alreadySubscribed: true } });
    expect(await subscribers()).toBe(count);
    // The per-address limit is kept in the store: one write to its bucket, none to the list.
    expect(t.store.meter.writes).toBe(writes + 1);
  });

  it('when two sign-ups for one address race, stores it once', async () => {
    const before = await subscribers();
    const replies = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/newsletter', { body: { email: 'race@example.com' } })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await subscribers()).toBe(before + 1);
  });

  it.each([
    [{ email: 'not-an-email' }, NEWSLETTER_MESSAGES.email],
    [{ email: '' }, NEWSLETTER_MESSAGES.emailMissing],
    [{}, NEWSLETTER_MESSAGES.emailMissing],
    [{ email: `${'a'.repeat(250)}@example.com` }, NEWSLETTER_MESSAGES.emailLong],
  ])('when the body is %j, answers 400 with a clear message and writes nothing but its rate-limit count', async (body, message) => {
    const writes = t.store.meter.writes;
    const r = await t.call('POST', '/api/newsletter', { body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
    expect(t.store.meter.writes).toBe(writes + 1);
  });

  it(`when one client makes more than ${NEWSLETTER_LIMIT.max} sign-ups in the window, answers 429 with Retry-After and stores nothing more`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMIT.max; i++) {
      const r = await t.call('POST', '/api/newsletter', { body: { email: `burst${i}@example.com` } });
      expect(r.status).toBe(201);
    }
    const count = await subscribers();
    const r = await t.call('POST', '/api/newsletter', { body: { email: 'one-too-many@example.com' } });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ success: false, message: NEWSLETTER_MESSAGES.tooMany });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await subscribers()).toBe(count);

    t.clock.advance(NEWSLETTER_LIMIT.windowMs);
    const later = await t.call('POST', '/api/newsletter', { body: { email: 'one-too-many@example.com' } });
    expect(later.status).toBe(201);
  });
});
