import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Locally on the Firestore emulator, `npm start` seeds the menu and the admin once the emulators answer, and then
 * writes `readyFile`. Until then every request is answered 503 `busy` with Retry-After, so that the first 200 from
 * /api/menu already lists the seeded dishes and the admin's first login is never refused. Without a file, as deployed
 * and in the embedded mode (seeded before the emulators start), the handler is used as it is.
 */
export function untilReady<Req extends IncomingMessage, Res extends ServerResponse>(
  readyFile: string | undefined,
  handler: (req: Req, res: Res) => void,
): (req: Req, res: Res) => void {
  if (!readyFile) return handler;
  let ready = false;
  return (req, res) => {
    ready ||= existsSync(readyFile);
    if (ready) return handler(req, res);
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '2' });
    res.end(JSON.stringify({ success: false, code: 'busy', message: 'The site is starting: its menu is being set up. Please try again in a few seconds.' }));
  };
}
