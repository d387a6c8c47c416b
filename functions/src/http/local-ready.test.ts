import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { untilReady } from './local-ready';

let dir = '';
let close: (() => void) | undefined;
afterEach(() => {
  close?.();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const served = (req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: true, path: req.url }));
};

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the local stack while it seeds', () => {
  it('answers 503 busy with Retry-After until the ready file is written, then serves every request', async () => {
    dir = mkdtempSync(join(tmpdir(), 'thali-ready-'));
    const readyFile = join(dir, '.seeded');
    const base = await listen(untilReady(readyFile, served));

    const before = await fetch(`${base}/api/menu`);
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('2');
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(await before.json()).toMatchObject({ success: false, code: 'busy' });

    writeFileSync(readyFile, 'now');
    const after = await fetch(`${base}/api/menu`);
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ success: true, path: '/api/menu' });
  });

  it('is the handler itself when no ready file is named (deployed, and the embedded mode)', () => {
    expect(untilReady(undefined, served)).toBe(served);
  });
});
