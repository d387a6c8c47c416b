import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors';
import { CARD_IMAGE, detectImageKind, MAX_IMAGE_PIXELS, prepareUploadedImage, UNSUPPORTED_IMAGE } from './images';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } });

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  if (!(e instanceof AppError)) throw new Error(`expected an AppError, got ${String(e)}`);
  return e;
}

describe('detectImageKind reads the magic bytes', () => {
  it('recognises JPEG, PNG and WebP whatever the file is called', async () => {
    expect(detectImageKind(await solid(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageKind(await solid(4, 4).png().toBuffer())).toBe('png');
    expect(detectImageKind(await solid(4, 4).webp().toBuffer())).toBe('webp');
  });

  it('refuses scripts, SVG, HTML, GIF and empty files', () => {
    expect(detectImageKind(Buffer.from('#!/bin/sh\nrm -rf /\n'))).toBeNull();
    expect(detectImageKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectImageKind(Buffer.from('<!doctype html><html><body>hi</body></html>'))).toBeNull();
    expect(detectImageKind(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectImageKind(Buffer.alloc(0))).toBeNull();
    expect(detectImageKind(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('prepareUploadedImage', () => {
  it('re-encodes a PNG to a WebP at the card size', async () => {
    const out = await prepareUploadedImage(await solid(1200, 900).png().toBuffer());
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([CARD_IMAGE.width, CARD_IMAGE.height]);
  });

  it('when the bytes are not an image, answers 415 with the allowed types', async () => {
    const e = await rejection(prepareUploadedImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')));
    expect([e.status, e.message]).toEqual([415, UNSUPPORTED_IMAGE]);
  });

  it('when the magic bytes claim PNG but the rest is garbage, answers 422', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png at all')]);
    const e = await rejection(prepareUploadedImage(fake));
    expect(e.status).toBe(422);
    expect(e.message).toMatch(/could not be read/);
  });

  it('when the image has more pixels than the limit, refuses it from its header with 422', async () => {
    const big = await solid(6000, Math.ceil(MAX_IMAGE_PIXELS / 6000) + 1)
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(big.length).toBeLessThan(5 * 1024 * 1024);
    const e = await rejection(prepareUploadedImage(big));
    expect(e.status).toBe(422);
    expect(e.message).toMatch(/megapixels/);
  });
});
