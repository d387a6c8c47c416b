import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Bucket } from '@google-cloud/storage';
import type { ArchiveStore } from '../ports';

const KEY = /^[a-z0-9][a-z0-9/_.-]*\.(csv|json)$/;

function checkedKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad archive key: ${key}`);
  return key;
}

/** Local modes: a folder under the data dir, which no route serves. */
export class DiskArchive implements ArchiveStore {
  readonly kind = 'disk' as const;
  constructor(readonly root: string) {}

  private path(key: string): string {
    const full = resolve(this.root, checkedKey(key));
    if (!full.startsWith(resolve(this.root) + sep)) throw new Error(`Bad archive key: ${key}`);
    return full;
  }

  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }

  async exists(key: string): Promise<boolean> {
    return access(this.path(key)).then(
      () => true,
      () => false,
    );
  }
}

/** Deployed: the archive bucket (storage.rules lets no client read it; its retention policy keeps each file 8 years). */
export class CloudStorageArchive implements ArchiveStore {
  readonly kind = 'cloud-storage' as const;
  constructor(private readonly bucket: Bucket) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.bucket.file(checkedKey(key)).save(bytes, { contentType, resumable: false, metadata: { cacheControl: 'private, no-store' } });
  }

  async exists(key: string): Promise<boolean> {
    const [found] = await this.bucket.file(checkedKey(key)).exists();
    return found;
  }
}
