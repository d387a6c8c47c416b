import { deleteApp, getApps } from 'firebase-admin/app';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceAccountEmail } from './deployment';
import { buildDeps } from './wiring';

afterEach(async () => {
  await Promise.all(getApps().map((app) => deleteApp(app)));
});

describe('the deployed wiring', () => {
  it("signs sessions as the function's own service account, named to the Admin SDK (no key file, no metadata look-up)", () => {
    const deps = buildDeps(
      { mode: 'deployed', projectId: 'demo-thali', bucket: 'demo-thali.firebasestorage.app' },
      { gateway: () => ({ url: 'https://sms.invalid', apiKey: 'k', sender: 'THALI' }), serviceAccount: 'thali-api@' },
    );

    expect(getApps()[0]?.options).toMatchObject({ serviceAccountId: 'thali-api@demo-thali.iam.gserviceaccount.com', storageBucket: 'demo-thali.firebasestorage.app' });
    expect(deps.media.kind).toBe('cloud-storage');
    expect(deps.sms.kind).toBe('gateway');
  });

  it('completes the short form of a service account with the project, and keeps a full email as it is', () => {
    expect(serviceAccountEmail('thali-api@', 'thali-prod')).toBe('thali-api@thali-prod.iam.gserviceaccount.com');
    expect(serviceAccountEmail('ops@other.iam.gserviceaccount.com', 'thali-prod')).toBe('ops@other.iam.gserviceaccount.com');
  });
});
