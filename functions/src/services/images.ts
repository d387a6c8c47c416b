import type Sharp from 'sharp';
import { AppError } from '../lib/errors';

/** Menu and inventory pictures are shown at up to 320x240 CSS pixels: stored at 2x. */
export const CARD_IMAGE = { width: 640, height: 480 } as const;

/** Uploads above this many pixels are refused before they are decoded (a small file can still unpack to gigabytes). */
export const MAX_IMAGE_PIXELS = 25_000_000;

export type ImageKind = 'jpeg' | 'png' | 'webp';

export const UNSUPPORTED_IMAGE = 'Only JPEG, PNG or WebP images are allowed';
const UNREADABLE_IMAGE = 'The image could not be read. Please upload a valid JPEG, PNG or WebP file.';
const unreadable = () => new AppError('image_rejected', UNREADABLE_IMAGE);

/** sharp (native libvips) loads on the first image, not with the function: most requests never touch one. */
function sharp(input: Buffer, options?: Sharp.SharpOptions): Sharp.Sharp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('sharp') as typeof Sharp)(input, options);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type told by the file's first bytes, never by its name or declared type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Re-encodes an image to WebP, cropped to the card's 4:3 frame. */
export async function toCardWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(CARD_IMAGE.width, CARD_IMAGE.height, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();
}

/**
 * Checks an uploaded image and re-encodes it for the site: the magic bytes must
 * say JPEG, PNG or WebP (415 otherwise), the header must decode and agree, and
 * the pixel count is read from the header before any decoding.
 */
export async function prepareUploadedImage(bytes: Buffer): Promise<Buffer> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE);
  let meta: Sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== kind) throw new AppError('unsupported_media_type', UNSUPPORTED_IMAGE);
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  if (!meta.width || !meta.height) throw unreadable();
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new AppError('image_rejected', `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels, please resize it`);
  }
  try {
    return await toCardWebp(bytes);
  } catch {
    throw unreadable();
  }
}
