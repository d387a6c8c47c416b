// A local HTTP/2 and TLS front over the Hosting emulator, for the bench's Lighthouse runs.
// Firebase Hosting serves the deployed site over HTTP/2 (and TLS): a phone fetches the page and all its scripts on one
// connection. The Hosting emulator speaks HTTP/1.1 only, where a browser opens up to six connections to the host, each
// with its own handshake and slow start; Lighthouse's simulated load then models a network no guest meets. The front
// answers on 127.0.0.1 with a certificate made for this run (the browser is told to accept it) and passes every
// request through to the emulator unchanged, over kept-alive HTTP/1.1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that belong to one HTTP/1.1 connection: HTTP/2 refuses them. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host']);

/** A certificate for 127.0.0.1, made with openssl for this run only; null (with the reason) when openssl is missing. */
function makeCertificate(dir, openssl) {
  try {
    execFileSync(
      openssl,
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ]),
      { stdio: 'pipe' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (e) {
    return { reason: `openssl could not make a certificate (${e.code === 'ENOENT' ? 'it is not installed' : e.message.split('\n')[0]})` };
  }
}

/**
 * Starts the front on a free port in front of `target` (http://127.0.0.1:PORT).
 * Resolves to { url, close } or, when no certificate can be made, to { reason }.
 */
export async function startH2Front(target, { openssl = 'openssl' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'thali-h2-front-'));
  const tls = makeCertificate(dir, openssl);
  rmSync(dir, { recursive: true, force: true });
  if (tls.reason) return { reason: tls.reason };
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const server = http2.createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, (req, res) => {
    const headers = { host: upstream.host, 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(req.headers)) if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent }, (answer) => {
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, out);
      answer.pipe(res);
    });
    forward.on('error', (e) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`the front could not reach the Hosting emulator: ${e.message}`);
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${server.address().port}`;
  const close = () =>
    new Promise((resolve) => {
      agent.destroy();
      server.close(() => resolve());
      // Browsers keep their sessions open; the bench is done with them.
      setTimeout(resolve, 1000).unref();
    });
  return { url, close };
}
