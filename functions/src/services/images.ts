import sharp from 'sharp';

/** Menu and inventory pictures are shown at up to 320x240 CSS pixels: stored at 2x. */
export const CARD_IMAGE = { width: 640, height: 480 } as const;

/** Re-encodes an image to WebP, cropped to the card's 4:3 frame. */
export async function toCardWebp(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize(CARD_IMAGE.width, CARD_IMAGE.height, { fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer();
}
