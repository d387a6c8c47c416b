import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, defaultProxyTrust, limitNetwork, trustProxySetting, type ProxyTrust } from './client-ip';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** What the app takes for the client address, for a request arriving (from loopback) with this X-Forwarded-For. */
async function seenAs(trust: ProxyTrust, forwardedFor?: string): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxySetting(trust));
  app.get('/', (req, res) => res.send(clientIp(req)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  close = () => server.close();
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return res.text();
}

describe('the client address', () => {
  it("deployed, on a direct call to the function URL, is what Google's front end appended, whatever the caller put before it", async () => {
    const trust = defaultProxyTrust('deployed');
    expect(await seenAs(trust, '198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAs(trust, '1.1.1.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAs(trust, '151.101.9.9, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('deployed, through Hosting, is what the Hosting edge appended, never what the client sent before it', async () => {
    const trust = defaultProxyTrust('deployed');
    expect(await seenAs(trust, '203.0.113.9, 151.101.1.1')).toBe('203.0.113.9');
    expect(await seenAs(trust, '6.6.6.6, 203.0.113.9, 151.101.1.1')).toBe('203.0.113.9');
    expect(await seenAs(trust, '6.6.6.6, 203.0.113.9, 2a04:4e42::1')).toBe('203.0.113.9');
  });

  it('locally, where the emulators append nothing, ignores the header and takes the connecting address', async () => {
    for (const mode of ['embedded', 'emulator'] as const) {
      expect(await seenAs(defaultProxyTrust(mode), '6.6.6.6')).toBe('127.0.0.1');
      expect(await seenAs(defaultProxyTrust(mode))).toBe('127.0.0.1');
    }
  });

  it('behind one trusted hop, is the last entry', async () => {
    expect(await seenAs({ kind: 'hops', hops: 1 }, '6.6.6.6, 10.0.0.5')).toBe('10.0.0.5');
  });
});

describe('the network a per-IP limit counts', () => {
  it('is an IPv4 address in full, and an IPv4-mapped IPv6 address as that IPv4 address, dotted or in hex', () => {
    expect(limitNetwork('49.36.10.7')).toBe('49.36.10.7');
    expect(limitNetwork('49.36.10.8')).toBe('49.36.10.8');
    expect(limitNetwork('::ffff:49.36.10.7')).toBe('49.36.10.7');
    expect(limitNetwork('::FFFF:3124:0a07')).toBe('49.36.10.7');
  });

  it("is an IPv6 address's /64: a phone rotating through its own /64 stays one network, the next /64 is another", () => {
    const phone = [
      '2409:40c1:100a:2b3c::1',
      '2409:40c1:100a:2b3c:8d2f:11ff:fe00:42',
      '2409:40C1:100A:2B3C:ffff:ffff:ffff:ffff',
      '2409:40c1:100a:2b3c::1%wlan0',
    ];
    expect(new Set(phone.map(limitNetwork))).toEqual(new Set(['2409:40c1:100a:2b3c::/64']));
    expect(limitNetwork('2409:40c1:100a:2b3d::1')).toBe('2409:40c1:100a:2b3d::/64');
    expect(limitNetwork('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(limitNetwork('::1')).toBe('0:0:0:0::/64');
    expect(limitNetwork('64:ff9b::49.36.10.7')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves what is no address as it is', () => {
    expect(limitNetwork('unknown')).toBe('unknown');
  });

  it('is what the app counts a request by, behind a trusted hop', async () => {
    expect(await seenAs({ kind: 'hops', hops: 1 }, '2409:40c1:100a:2b3c:aaaa:bbbb:cccc:dddd')).toBe('2409:40c1:100a:2b3c::/64');
    expect(await seenAs({ kind: 'hops', hops: 1 }, '::ffff:49.36.10.7')).toBe('49.36.10.7');
  });
});
