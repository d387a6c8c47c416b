import type { Bucket } from '@google-cloud/storage';
import type { MediaStore, StoredMedia } from '../ports';

/** Images in Cloud Storage. storage.rules lets anyone read keys under published/. */
export class CloudStorageMedia implements MediaStore {
  readonly kind = 'cloud-storage' as const;
  constructor(
    private readonly bucket: Bucket,
    private readonly publicBase = 'https://firebasestorage.googleapis.com/v0/b',
  ) {}

  urlFor(key: string): string {
    return `${this.publicBase}/${this.bucket.name}/o/${encodeURIComponent(key)}?alt=media`;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<StoredMedia> {
    await this.bucket.file(key).save(bytes, {
      contentType,
      resumable: false,
      metadata: { cacheControl: 'public, max-age=31536000, immutable' },
    });
    return { key, url: this.urlFor(key) };
  }

  async delete(key: string): Promise<void> {
    await this.bucket.file(key).delete({ ignoreNotFound: true });
  }
}
