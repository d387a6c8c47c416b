/**
 * Per-IP limits count a client by its network (http/client-ip.ts limitNetwork): a phone on a mobile
 * network has a /64 of its own and rotates through its addresses, so every address in one /64 shares
 * one allowance; an IPv4 address, and an IPv4-mapped IPv6 one, counts alone. Sign-ups to the newsletter
 * are the limit under test: the cheapest per-IP limit, with no day or text attached.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMIT_BUCKETS } from '../domain/collections';
import { NEWSLETTER_MESSAGES } from '../domain/newsletter';
import { LIMITS } from '../services/limits';
import { apiForFile } from '../testing/api-file';
import { NEWSLETTER_LIMIT } from './newsletter';

const { t } = apiForFile({ start: { seed: false } });
let n = 0;
const signUp = (ip: string) => t.call('POST', '/api/newsletter', { body: { email: `net${(n += 1)}@example.com` }, ip });

// Each case starts with a fresh per-IP allowance.
beforeEach(() => t.clock.advance(NEWSLETTER_LIMIT.windowMs));

describe('per-IP limits on mobile networks', () => {
  it('when a phone rotates through addresses of one /64, they share one allowance; the next /64 has its own', async () => {
    const phone = (i: number) => `2409:40c1:100a:2b3c:${(0x1000 + i).toString(16)}:5eff:fe12:${i.toString(16)}`;
    for (let i = 0; i < LIMITS.newsletterPerIp.max; i++) expect((await signUp(phone(i))).status).toBe(201);

    const refused = await signUp(phone(99));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(NEWSLETTER_MESSAGES.tooMany);
    expect((await signUp('2409:40c1:100a:2b3d::1')).status).toBe(201);
  });

  it('when IPv4 addresses differ by one, each has its own allowance, and the IPv4-mapped form of one is that one', async () => {
    for (let i = 0; i < LIMITS.newsletterPerIp.max; i++) expect((await signUp('49.36.10.7')).status).toBe(201);

    expect((await signUp('::ffff:49.36.10.7')).status).toBe(429);
    expect((await signUp('49.36.10.8')).status).toBe(201);
  });

  it('stores neither the address nor its network, only a keyed hash', async () => {
    expect((await signUp('2409:40c1:77:1::5')).status).toBe(201);

    const stored = JSON.stringify(await t.store.query(LIMIT_BUCKETS));
    expect(stored).not.toContain('2409:40c1');
    expect(stored).not.toContain('49.36.10');
  });
});
