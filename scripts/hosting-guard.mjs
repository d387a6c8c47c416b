// Loaded into the firebase-tools process `npm start` runs (NODE_OPTIONS=--import), so that no request, however
// malformed, stops the local stack. The Hosting emulator (superstatic) parses each URL in ways that throw outside any
// handler: `new URL('//%', ...)` in firebase-tools' init middleware rejected a promise nobody caught and every emulator
// exited, and a `redirects` rule in firebase.json makes superstatic decodeURI() every URL (`/api/orders?search=%%%`).
// Requests to the Hosting emulator's port whose URL would throw are answered 400 here, before it sees them; overlong
// ones 414. Deployed Hosting is not superstatic: this is for the local stack only.
import http from 'node:http';

/** Longer request targets are answered 414 (a file name that long can't exist; the emulator answered 500). */
export const MAX_URL_LENGTH = 4096;

/** 0 when the request target is one the Hosting emulator can parse, else the status to answer with. */
export function refusal(url) {
  if (typeof url !== 'string' || url.length === 0) return 400;
  if (url.length > MAX_URL_LENGTH) return 414;
  try {
    new URL(url, 'http://127.0.0.1');
    decodeURI(url);
    return 0;
  } catch {
    return 400;
  }
}

/** Answers malformed requests to servers listening on `port` in this process. */
export function install(port) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guarded(event, req, res) {
    // Node drops a CONNECT without a word when no one listens for it: answer it.
    if (event === 'listening' && this.address()?.port === port && this.listenerCount('connect') === 0) {
      this.on('connect', (_req, socket) => socket.end('HTTP/1.1 405 Method Not Allowed\r\nconnection: close\r\ncontent-length: 0\r\n\r\n'));
    }
    if (event === 'request') {
      const status = this.address()?.port === port ? refusal(req.url) : 0;
      if (status) {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', connection: 'close' });
        res.end(status === 414 ? 'The address is too long.\n' : 'The address is not a well-formed URL.\n');
        return true;
      }
    }
    return emit.apply(this, arguments);
  };
}

const port = Number(process.env.THALI_HOSTING_GUARD_PORT);
if (port) install(port);
