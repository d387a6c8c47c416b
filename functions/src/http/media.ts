import { Router } from 'express';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { safeMediaPath } from '../adapters/disk-media';
import { notFound } from '../lib/errors';

const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', svg: 'image/svg+xml' };

/** Serves images stored by the disk MediaStore (embedded mode). Keys are unique per upload, so they cache forever. */
export function mediaRouter(root: string): Router {
  const r = Router();
  r.get('/*key', async (req, res) => {
    const key = ([] as string[]).concat((req.params as { key: string | string[] }).key).join('/');
    const file = safeMediaPath(root, key);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw notFound('No such image');
    res.set({
      'content-type': TYPES[key.split('.').pop()!] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
    createReadStream(file).pipe(res);
  });
  return r;
}
