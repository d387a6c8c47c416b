import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the run mode', () => {
  it('is what the starter passed explicitly', () => {
    expect(readConfig({ THALI_MODE: 'embedded', DATA_DIR: '/tmp/x', GCLOUD_PROJECT: 'demo-thali' })).toMatchObject({
      mode: 'embedded',
      dataDir: '/tmp/x',
      projectId: 'demo-thali',
    });
  });

  it('is never guessed inside the emulator: a missing THALI_MODE fails fast', () => {
    expect(() => readConfig({ FUNCTIONS_EMULATOR: 'true' })).toThrow(/THALI_MODE is not set/);
  });

  it('refuses an unknown mode, and embedded without a data folder', () => {
    expect(() => readConfig({ THALI_MODE: 'production' })).toThrow();
    expect(() => readConfig({ THALI_MODE: 'embedded' })).toThrow(/DATA_DIR/);
  });

  it('on the Firestore emulator keeps images on disk under DATA_DIR unless the Storage emulator runs', () => {
    const base = { THALI_MODE: 'emulator', DATA_DIR: '/tmp/x', GCLOUD_PROJECT: 'demo-thali' };
    expect(readConfig(base)).toMatchObject({ mode: 'emulator', media: 'disk', dataDir: '/tmp/x' });
    expect(() => readConfig({ ...base, THALI_MEDIA: 'cloud-storage' })).toThrow(/No Cloud Storage bucket is known/);
    expect(readConfig({ ...base, THALI_MEDIA: 'cloud-storage', STORAGE_BUCKET: 'demo-thali.appspot.com' })).toMatchObject({ media: 'cloud-storage' });
    expect(() => readConfig({ THALI_MODE: 'emulator' })).toThrow(/DATA_DIR is required in emulator mode/);
    expect(() => readConfig({ THALI_MODE: 'embedded', DATA_DIR: '/tmp/x', THALI_MEDIA: 'cloud-storage' })).toThrow(/does not go with embedded/);
  });

  it('is deployed in the cloud, where no emulator sets FUNCTIONS_EMULATOR', () => {
    const env = { GCLOUD_PROJECT: 'thali-prod', FIREBASE_CONFIG: JSON.stringify({ projectId: 'thali-prod', storageBucket: 'thali-prod.firebasestorage.app' }) };

    expect(readConfig(env)).toMatchObject({ mode: 'deployed', projectId: 'thali-prod' });
  });
});

describe('the Cloud Storage bucket', () => {
  it("is the one in the project's own Firebase config, which Cloud Functions sets", () => {
    const env = { GCLOUD_PROJECT: 'thali-prod', FIREBASE_CONFIG: JSON.stringify({ projectId: 'thali-prod', storageBucket: 'thali-prod.firebasestorage.app' }) };

    expect(readConfig(env).bucket).toBe('thali-prod.firebasestorage.app');
  });

  it('is read from the file FIREBASE_CONFIG names, when it names one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'thali-config-'));
    const file = join(dir, 'firebase-config.json');
    writeFileSync(file, JSON.stringify({ projectId: 'thali-prod', storageBucket: 'thali-prod.appspot.com' }));
    try {
      expect(readConfig({ FIREBASE_CONFIG: file }).bucket).toBe('thali-prod.appspot.com');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('may be named by STORAGE_BUCKET, which wins over the config', () => {
    const env = { STORAGE_BUCKET: 'thali-images', FIREBASE_CONFIG: JSON.stringify({ storageBucket: 'thali-prod.firebasestorage.app' }) };

    expect(readConfig(env).bucket).toBe('thali-images');
  });

  it('is never guessed from the project id: deployed without one, the function refuses to start and says how to fix it', () => {
    const env = { GCLOUD_PROJECT: 'thali-prod', FIREBASE_CONFIG: JSON.stringify({ projectId: 'thali-prod' }) };

    expect(() => readConfig(env)).toThrow(/No Cloud Storage bucket is known[\s\S]*Storage > Get started/);
    expect(() => readConfig({ GCLOUD_PROJECT: 'thali-prod' })).toThrow(/No Cloud Storage bucket is known/);
  });

  it('is not needed in embedded mode, which keeps images on disk', () => {
    expect(readConfig({ THALI_MODE: 'embedded', DATA_DIR: '/tmp/x', GCLOUD_PROJECT: 'demo-thali' }).bucket).toBeUndefined();
  });

  it('refuses a FIREBASE_CONFIG that is not JSON', () => {
    expect(() => readConfig({ FIREBASE_CONFIG: '{not json' })).toThrow(/FIREBASE_CONFIG is not valid JSON/);
  });
});
