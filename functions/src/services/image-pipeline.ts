import { randomBytes } from 'node:crypto';
import type { UploadedFile } from '../lib/multipart';
import { log } from '../lib/log';
import type { MediaStore, StoredMedia } from '../ports';
import { prepareUploadedImage } from './images';

export type MediaFolder = 'menu' | 'inventory';

/** A key the server makes up: the client's file name never reaches storage. */
export function publishedKey(folder: MediaFolder, id: string): string {
  const safeId =
    id
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 40) || 'item';
  return `published/${folder}/${safeId}-${randomBytes(6).toString('hex')}.webp`;
}

/** The uploaded file sent under `field`, if any. */
export const uploadedFile = (files: UploadedFile[] | undefined, field: string): UploadedFile | undefined =>
  files?.find((f) => f.field === field && f.bytes.length > 0);

/** Checks, re-encodes and stores an upload. Nothing is stored when the check fails. */
export async function publishUpload(media: MediaStore, folder: MediaFolder, id: string, file: UploadedFile): Promise<StoredMedia> {
  const webp = await prepareUploadedImage(file.bytes);
  return media.put(publishedKey(folder, id), webp, 'image/webp');
}

/** Deletes a stored image without failing the request that replaced it: a leftover file is logged, not fatal. */
export async function discardMedia(media: MediaStore, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await media.delete(key);
  } catch (e) {
    log.warn('could not delete an image', { key, error: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * Runs a store write that references a freshly stored image. If the write
 * fails, the new image is deleted again; if it succeeds, the image it replaced
 * is deleted. Either way no file is left without a document, or lost.
 */
export async function withPublishedImage<R>(
  media: MediaStore,
  fresh: StoredMedia | null,
  write: () => Promise<{ result: R; replacedKey: string | null }>,
): Promise<R> {
  let outcome: { result: R; replacedKey: string | null };
  try {
    outcome = await write();
  } catch (e) {
    if (fresh) await discardMedia(media, fresh.key);
    throw e;
  }
  if (outcome.replacedKey && outcome.replacedKey !== fresh?.key) await discardMedia(media, outcome.replacedKey);
  return outcome.result;
}
