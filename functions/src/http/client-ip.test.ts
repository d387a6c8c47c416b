import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { clientIp, defaultProxyTrust, trustProxySetting, type ProxyTrust } from './client-ip';

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
