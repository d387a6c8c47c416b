// The bench's HTTP/2 front, tried against a small HTTP/1.1 server standing in for the Hosting emulator: real TLS,
// a real HTTP/2 session from node:http2, and the bytes compared as they left the server.
import http from 'node:http';
import http2 from 'node:http2';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startH2Front } from './h2-front.mjs';

const PAGE = '<!doctype html><title>Thali House</title>'.repeat(50);
let upstream;
let target;
const seen = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push({ url: req.url, method: req.method, headers: req.headers });
    if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
      return res.end(brotliCompressSync(PAGE));
    }
    if (req.url === '/api/echo') {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      return req.on('end', () => res.writeHead(201, { 'content-type': 'text/plain' }).end(Buffer.concat(chunks)));
    }
    res.writeHead(304, { etag: '"v1"' }).end();
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${upstream.address().port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

/** One request over a fresh HTTP/2 session that trusts the run's own certificate, as the bench's browser is told to. */
function h2Request(url, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': new URL(url).pathname, ...headers });
    const chunks = [];
    let head;
    stream.on('response', (h) => (head = h));
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      session.close();
      resolve({ headers: head, body: Buffer.concat(chunks), alpn: session.alpnProtocol });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the HTTP/2 front', () => {
  let front;
  beforeAll(async () => {
    front = await startH2Front(target);
  });
  afterAll(() => front?.close());

  it('answers over HTTP/2 and TLS, and passes the page through exactly as the emulator compressed it', async (ctx) => {
    if (!front.url) return ctx.skip(`no certificate on this machine: ${front.reason}`);
    expect(front.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const res = await h2Request(`${front.url}/page`, { 'accept-encoding': 'br' });
    expect(res.alpn).toBe('h2');
    expect(res.headers[':status']).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // HTTP/1.1's connection headers stay behind; HTTP/2 would refuse them.
    expect(res.headers.connection).toBeUndefined();
    expect(res.headers['keep-alive']).toBeUndefined();
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(PAGE);
    const asked = seen.find((s) => s.url === '/page');
    expect(asked.headers['accept-encoding']).toBe('br');
    expect(asked.headers['x-forwarded-proto']).toBe('https');
  });

  it('forwards a request body and the status, a 304 included', async (ctx) => {
    if (!front.url) return ctx.skip(`no certificate on this machine: ${front.reason}`);
    const posted = await h2Request(`${front.url}/api/echo`, { ':method': 'POST', 'content-type': 'text/plain' }, 'two thalis');
    expect(posted.headers[':status']).toBe(201);
    expect(posted.body.toString('utf8')).toBe('two thalis');
    const unchanged = await h2Request(`${front.url}/menu`, { 'if-none-match': '"v1"' });
    expect(unchanged.headers[':status']).toBe(304);
    expect(unchanged.headers.etag).toBe('"v1"');
  });
});

it('says why when it cannot make a certificate, and starts nothing', async () => {
  const front = await startH2Front(target, { openssl: 'openssl-that-is-not-installed' });
  expect(front.url).toBeUndefined();
  expect(front.reason).toMatch(/openssl could not make a certificate \(it is not installed\)/);
});
