// The guard `npm start` loads into the Hosting emulator's process: a request target the emulator would throw on is
// answered 400 (414 when overlong), a CONNECT 405, and the server goes on serving. Tried on a plain Node server.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { install, refusal } from './hosting-guard.mjs';

let server;
let port;
beforeAll(async () => {
  // A free port, then the guard for it, then the server on it (the guard answers CONNECT from 'listening' on).
  const probe = net.createServer();
  await new Promise((r) => probe.listen(0, '127.0.0.1', r));
  port = probe.address().port;
  await new Promise((r) => probe.close(r));
  install(port);
  server = http.createServer((req, res) => {
    // What superstatic and firebase-tools do with every URL.
    new URL(req.url, `http://${req.headers.host}`);
    decodeURI(req.url);
    res.end('served');
  });
  await new Promise((r) => server.listen(port, '127.0.0.1', r));
});
afterAll(() => new Promise((r) => server.close(r)));

/** The status line the server answers a raw request with. */
function statusLine(requestLine) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let got = '';
    socket.on('data', (d) => (got += d));
    socket.on('close', () => resolve(got.split('\r\n')[0]));
    socket.on('error', () => resolve(got.split('\r\n')[0]));
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

describe('the Hosting guard', () => {
  it.each([
    ['/api/orders?search=%%%', 'HTTP/1.1 400 Bad Request'],
    ['//%', 'HTTP/1.1 400 Bad Request'],
    ['/menu/%E0%A4%A', 'HTTP/1.1 400 Bad Request'],
    [`/${'a'.repeat(5000)}`, 'HTTP/1.1 414 URI Too Long'],
  ])('answers GET %s with %s', async (target, line) => {
    expect(await statusLine(`GET ${target} HTTP/1.1`)).toBe(line);
  });

  it('answers CONNECT 405 rather than dropping the connection', async () => {
    expect(await statusLine('CONNECT /menu HTTP/1.1')).toBe('HTTP/1.1 405 Method Not Allowed');
  });

  it('lets well-formed addresses through, and the server still serves after the malformed ones', async () => {
    expect(await statusLine('GET /api/orders?search=%25%25 HTTP/1.1')).toBe('HTTP/1.1 200 OK');
    expect(await statusLine('GET /menu?q=d%C4%81l HTTP/1.1')).toBe('HTTP/1.1 200 OK');
  });

  it('judges a target by what the emulator would throw on', () => {
    expect(refusal('/about')).toBe(0);
    expect(refusal('/about?x=%zz')).toBe(400);
    expect(refusal('')).toBe(400);
  });
});
