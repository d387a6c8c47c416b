import express from 'express';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { multipart } from './multipart';

let server: Server;
let base = '';
let preParsed = false;

beforeAll(async () => {
  const app = express();
  // Cloud Functions reads the body before Express: simulate it by buffering into req.rawBody first.
  app.use((req, _res, next) => {
    if (!preParsed) return next();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      req.rawBody = Buffer.concat(chunks);
      next();
    });
  });
  app.use(multipart({ fileBytes: 1024, files: 1, fields: 5, fieldBytes: 100 }));
  app.post('/upload', (req, res) => {
    res.json({ fields: req.body, files: (req.files ?? []).map((f) => ({ field: f.field, filename: f.filename, size: f.bytes.length, mimeType: f.mimeType })) });
  });
  app.use((err: AppError, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(err.status ?? 500).json({ message: err.message });
  });
  server = await new Promise((r) => {
    const s = app.listen(0, '127.0.0.1', () => r(s));
  });
  const a = server.address();
  base = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function form(fileBytes: number) {
  const f = new FormData();
  f.set('name', 'Paneer');
  f.set('kg', '4.5');
  f.set('img', new Blob([new Uint8Array(fileBytes)], { type: 'image/png' }), 'paneer.png');
  return f;
}

describe('multipart parsing with busboy', () => {
  for (const mode of ['streamed', 'from req.rawBody'] as const) {
    it(`${mode}: gives fields in req.body and the file bytes in req.files`, async () => {
      preParsed = mode !== 'streamed';
      const res = await fetch(`${base}/upload`, { method: 'POST', body: form(600) });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        fields: { name: 'Paneer', kg: '4.5' },
        files: [{ field: 'img', filename: 'paneer.png', size: 600, mimeType: 'image/png' }],
      });
    });

    it(`${mode}: answers 413 when a file is over the limit`, async () => {
      preParsed = mode !== 'streamed';
      const res = await fetch(`${base}/upload`, { method: 'POST', body: form(5000) });
      expect(res.status).toBe(413);
    });
  }

  it('answers 400 to a body that is not valid multipart', async () => {
    preParsed = false;
    const res = await fetch(`${base}/upload`, { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'nonsense' });
    expect(res.status).toBe(400);
  });
});
