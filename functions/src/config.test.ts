import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the run mode', () => {
  it('is what the starter passed explicitly', () => {
    expect(readConfig({ THALI_MODE: 'embedded', DATA_DIR: '/tmp/x', GCLOUD_PROJECT: 'demo-thali' })).toMatchObject({ mode: 'embedded', dataDir: '/tmp/x', projectId: 'demo-thali' });
  });

  it('is never guessed inside the emulator: a missing THALI_MODE fails fast', () => {
    expect(() => readConfig({ FUNCTIONS_EMULATOR: 'true' })).toThrow(/THALI_MODE is not set/);
  });

  it('refuses an unknown mode, and embedded without a data folder', () => {
    expect(() => readConfig({ THALI_MODE: 'production' })).toThrow();
    expect(() => readConfig({ THALI_MODE: 'embedded' })).toThrow(/DATA_DIR/);
  });

  it('is deployed in the cloud, where no emulator sets FUNCTIONS_EMULATOR', () => {
    expect(readConfig({ GCLOUD_PROJECT: 'thali-prod' })).toMatchObject({ mode: 'deployed', bucket: 'thali-prod.appspot.com' });
  });
});
