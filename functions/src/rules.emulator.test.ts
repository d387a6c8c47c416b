/**
 * The security rules that deploy with the app, on real emulators (@firebase/rules-unit-testing).
 *
 * - firestore.rules where FIRESTORE_EMULATOR_HOST (host:port) names a Firestore emulator: browsers
 *   read and write nothing, whoever they are (the API uses the Admin SDK, which bypasses rules).
 * - storage.rules where FIREBASE_STORAGE_EMULATOR_HOST names a Storage emulator: anyone reads
 *   published/**, nothing else is readable, nobody writes.
 *
 * Where an emulator is missing its block is skipped, says so in its title and prints why.
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run -c vitest.emulator.config.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as collectionNames from './domain/collections';
import { ACCOUNT_CODES, PENDING_REGISTRATIONS, USER_PHONES } from './domain/users';
import { CATALOG } from './services/catalog';

const root = join(__dirname, '..', '..');
// The rules files firebase.json deploys.
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  firestore: { rules: string };
  storage: { rules: string };
};
const firestoreRules = readFileSync(join(root, firebaseJson.firestore.rules), 'utf8');
const storageRules = readFileSync(join(root, firebaseJson.storage.rules), 'utf8');

/** Every collection the app uses: each export of domain/collections.ts, and those its modules name themselves. */
const COLLECTIONS: string[] = [...Object.values(collectionNames), USER_PHONES, PENDING_REGISTRATIONS, ACCOUNT_CODES, CATALOG];

// The client SDK warns on every refused write stream ("GrpcConnection RPC 'Write' stream ... PERMISSION_DENIED"):
// here that is the expected outcome, hundreds of times over. Errors still print.
setLogLevel('error');

const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST || undefined;
const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined;

const FIRESTORE_SKIP = 'no Firestore emulator here (FIRESTORE_EMULATOR_HOST is not set)';
const STORAGE_SKIP = 'no Storage emulator here (firebase-tools needs its rules-runtime jar, which it downloads; none is cached on this machine)';
if (!FIRESTORE_HOST) console.log(`[rules] firestore.rules not tested: ${FIRESTORE_SKIP}`);
if (!STORAGE_HOST) console.log(`[rules] storage.rules not tested: ${STORAGE_SKIP}`);

/** "127.0.0.1:8080" or "[::1]:8080" into the host and port initializeTestEnvironment takes. */
function hostAndPort(address: string): { host: string; port: number } {
  const m = /^\[?([^\]]*?)\]?:(\d+)$/.exec(address.trim());
  if (!m) throw new Error(`Not a host:port address: ${address}`);
  return { host: m[1] as string, port: Number(m[2]) };
}

type Caller = { name: string; context: (env: RulesTestEnvironment) => RulesTestContext };
const CUSTOMER_TOKEN: TokenOptions = { role: 'user' };
// A back-office session's token carries role 'admin' and the admin password key (adapters/firebase-auth.ts).
const ADMIN_TOKEN: TokenOptions = { role: 'admin', adminKey: 'k1' };
const CALLERS: Caller[] = [
  { name: 'an unauthenticated client', context: (env) => env.unauthenticatedContext() },
  { name: 'a signed-in customer', context: (env) => env.authenticatedContext('u1', CUSTOMER_TOKEN) },
  { name: 'a signed-in admin', context: (env) => env.authenticatedContext('a1', ADMIN_TOKEN) },
];

/** assertFails (permission denied, nothing else), naming the operation when it does not fail so. */
async function denied(what: string, pr: Promise<unknown>): Promise<void> {
  try {
    await assertFails(pr);
  } catch (e) {
    throw new Error(`${what}: ${(e as Error).message}`);
  }
}

const SEED = { marker: 'seed', n: 1, tags: ['a', 'b'] };
const SEEDED_ID = 'seeded';

describe.skipIf(!FIRESTORE_HOST)(`firestore.rules on the Firestore emulator${FIRESTORE_HOST ? '' : ` (skipped: ${FIRESTORE_SKIP})`}`, () => {
  let testEnv: RulesTestEnvironment;

  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: 'demo-thali-rules',
      firestore: { rules: firestoreRules, ...hostAndPort(FIRESTORE_HOST as string) },
    });
    await testEnv.clearFirestore();
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      for (const c of COLLECTIONS) {
        await db.collection(c).doc(SEEDED_ID).set(SEED);
        await db.collection(c).doc(SEEDED_ID).collection('nested').doc(SEEDED_ID).set(SEED);
      }
    });
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  /** With rules disabled: what is stored in the collection now. */
  async function stored(collection: string): Promise<Record<string, unknown>> {
    const found: Record<string, unknown> = {};
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const snap = await ctx.firestore().collection(collection).get();
      for (const d of snap.docs) found[d.id] = d.data();
    });
    return found;
  }

  it('covers every collection of domain/collections.ts', () => {
    expect(COLLECTIONS).toEqual(
      expect.arrayContaining(['users', 'user_phones', 'pending_registrations', 'catalog', 'orders', 'reservations', 'menu', 'otps', 'settings', 'dev_outbox']),
    );
    expect(new Set(COLLECTIONS).size).toBe(COLLECTIONS.length);
  });

  it('is a real harness: with rules disabled the seeded documents read back', async () => {
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      for (const c of COLLECTIONS) {
        const snap = await assertSucceeds(ctx.firestore().collection(c).doc(SEEDED_ID).get());
        expect(snap.data(), c).toEqual(SEED);
      }
    });
  });

  describe.each(CALLERS)('$name', (caller) => {
    // One client per caller: its first request opens the connection (about 0.3 s), the rest are quick.
    let db: ReturnType<RulesTestContext['firestore']>;
    beforeAll(() => {
      db = caller.context(testEnv).firestore();
    });

    it.each(COLLECTIONS)('can neither read nor write %s', async (c) => {
      const col = db.collection(c);
      const seeded = col.doc(SEEDED_ID);

      await denied(`get ${c}/${SEEDED_ID}`, seeded.get());
      await denied(`get missing ${c}/absent`, col.doc('absent').get());
      await denied(`list ${c}`, col.get());
      await denied(`query ${c} where marker == seed`, col.where('marker', '==', 'seed').get());
      await denied(`query ${c} limit 1`, col.limit(1).get());

      await denied(`create ${c}/new`, col.doc('new').set({ x: 1 }));
      await denied(`add to ${c}`, col.add({ x: 1 }));
      await denied(`set ${c}/${SEEDED_ID}`, seeded.set({ x: 1 }));
      await denied(`set merge ${c}/${SEEDED_ID}`, seeded.set({ marker: 'changed' }, { merge: true }));
      await denied(`update ${c}/${SEEDED_ID}`, seeded.update({ marker: 'changed' }));
      await denied(`delete ${c}/${SEEDED_ID}`, seeded.delete());
      await denied(
        `transaction on ${c}/${SEEDED_ID}`,
        db.runTransaction(async (tx) => {
          tx.set(seeded, { x: 2 });
        }),
      );
      const batch = db.batch();
      batch.delete(seeded);
      await denied(`batch delete ${c}/${SEEDED_ID}`, batch.commit());

      // Nothing changed: the seeded document as it was, and no new one.
      expect(await stored(c)).toEqual({ [SEEDED_ID]: SEED });
    });

    it('can neither read nor write a subcollection, nor query a collection group', async () => {
      const nested = db.collection(collectionNames.USERS).doc(SEEDED_ID).collection('nested');
      await denied('get nested', nested.doc(SEEDED_ID).get());
      await denied('list nested', nested.get());
      await denied('collection group nested', db.collectionGroup('nested').get());
      await denied('write nested', nested.doc(SEEDED_ID).set({ x: 1 }));
      await testEnv.withSecurityRulesDisabled(async (ctx) => {
        const snap = await ctx.firestore().collection(collectionNames.USERS).doc(SEEDED_ID).collection('nested').doc(SEEDED_ID).get();
        expect(snap.data()).toEqual(SEED);
      });
    });
  });

  // The cases above would fail under a rules file that let clients in: shown here on a second
  // project of the same emulator, whose rules allow everything.
  describe('under permissive rules (a second project)', () => {
    let openEnv: RulesTestEnvironment;

    beforeAll(async () => {
      openEnv = await initializeTestEnvironment({
        projectId: 'demo-thali-rules-open',
        firestore: {
          rules:
            "rules_version = '2';\nservice cloud.firestore { match /databases/{database}/documents { match /{document=**} { allow read, write: if true; } } }",
          ...hostAndPort(FIRESTORE_HOST as string),
        },
      });
      await openEnv.clearFirestore();
      await openEnv.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().collection(collectionNames.ORDERS).doc(SEEDED_ID).set(SEED);
      });
    });

    afterAll(async () => {
      await openEnv?.cleanup();
    });

    it('the same reads and writes succeed, so assertFails fails', async () => {
      const db = openEnv.unauthenticatedContext().firestore();
      const seeded = db.collection(collectionNames.ORDERS).doc(SEEDED_ID);
      const snap = await assertSucceeds(seeded.get());
      expect(snap.data()).toEqual(SEED);
      await expect(denied('get', seeded.get())).rejects.toThrow(/Expected request to fail, but it succeeded/);
      await expect(denied('list', db.collection(collectionNames.ORDERS).get())).rejects.toThrow(/Expected request to fail/);
      await expect(denied('update', seeded.update({ marker: 'changed' }))).rejects.toThrow(/Expected request to fail/);
    });

    it('and the repo rules still deny on their own project', async () => {
      const seeded = testEnv.unauthenticatedContext().firestore().collection(collectionNames.ORDERS).doc(SEEDED_ID);
      await denied('get', seeded.get());
    });
  });
});

const STORAGE_TITLE = `storage.rules on the Storage emulator${STORAGE_HOST ? '' : ` (skipped: ${STORAGE_SKIP})`}`;
describe.skipIf(!STORAGE_HOST)(STORAGE_TITLE, () => {
  let testEnv: RulesTestEnvironment;
  const PUBLISHED = 'published/menu/seed-dal.webp';
  const PRIVATE = ['private/secret.txt', 'menu/seed-dal.webp', 'publishedx/seed.webp'];
  const BYTES = new Uint8Array([1, 2, 3, 4]);
  // clearStorage() deletes only top-level objects: names of this run, so that an earlier run's leftovers can't pass for (or fail) this one's.
  const run = Date.now().toString(36);
  const NEW_PUBLISHED = `published/menu/new-${run}.webp`;
  const NEW_ELSEWHERE = `uploads/new-${run}.webp`;

  /** An UploadTask is a thenable, not a Promise: this makes it one. */
  type StorageRef = ReturnType<ReturnType<RulesTestContext['storage']>['ref']>;
  const upload = (ref: StorageRef, data: Uint8Array) => ref.put(data).then((snap) => snap);

  beforeAll(async () => {
    testEnv = await initializeTestEnvironment({
      projectId: 'demo-thali-rules',
      storage: { rules: storageRules, ...hostAndPort(STORAGE_HOST as string) },
    });
    await testEnv.clearStorage();
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      const storage = ctx.storage();
      for (const path of [PUBLISHED, ...PRIVATE]) await storage.ref(path).put(BYTES, { contentType: 'image/webp' });
    });
  });

  afterAll(async () => {
    await testEnv?.cleanup();
  });

  it('is a real harness: with rules disabled every seeded object reads back', async () => {
    await testEnv.withSecurityRulesDisabled(async (ctx) => {
      for (const path of [PUBLISHED, ...PRIVATE]) {
        const meta = await assertSucceeds(ctx.storage().ref(path).getMetadata());
        expect(meta.size, path).toBe(BYTES.length);
      }
    });
  });

  describe.each(CALLERS)('$name', (caller) => {
    it('reads published/**', async () => {
      const ref = caller.context(testEnv).storage().ref(PUBLISHED);
      const meta = await assertSucceeds(ref.getMetadata());
      expect(meta.size).toBe(BYTES.length);
    });

    it('lists nothing, not even published/: an image is fetched by the name the menu gives', async () => {
      const storage = caller.context(testEnv).storage();
      await denied('list published/menu', storage.ref('published/menu').listAll());
      await denied('list published', storage.ref('published').list({ maxResults: 10 }));
    });

    it('reads nothing outside published/', async () => {
      const storage = caller.context(testEnv).storage();
      for (const path of PRIVATE) {
        await denied(`getMetadata ${path}`, storage.ref(path).getMetadata());
        await denied(`getDownloadURL ${path}`, storage.ref(path).getDownloadURL());
      }
    });

    it('writes nowhere', async () => {
      const storage = caller.context(testEnv).storage();
      await denied('upload published/new', upload(storage.ref(NEW_PUBLISHED), BYTES));
      await denied('overwrite published', upload(storage.ref(PUBLISHED), new Uint8Array([9])));
      await denied('update metadata published', storage.ref(PUBLISHED).updateMetadata({ contentType: 'text/plain' }));
      await denied('delete published', storage.ref(PUBLISHED).delete());
      await denied('upload elsewhere', upload(storage.ref(NEW_ELSEWHERE), BYTES));
      await denied('delete elsewhere', storage.ref(PRIVATE[0] as string).delete());

      await testEnv.withSecurityRulesDisabled(async (ctx) => {
        const s = ctx.storage();
        for (const path of [PUBLISHED, ...PRIVATE]) {
          const meta = await s.ref(path).getMetadata();
          expect(meta.size, path).toBe(BYTES.length);
          expect(meta.contentType, path).toBe('image/webp');
        }
        for (const path of [NEW_PUBLISHED, NEW_ELSEWHERE]) {
          await expect(s.ref(path).getMetadata(), path).rejects.toMatchObject({ code: 'storage/object-not-found' });
        }
      });
    });
  });
});
