import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * How the function runs, chosen by whoever starts it and passed explicitly
 * (THALI_MODE); it is never guessed.
 * - deployed: Firestore, Cloud Storage, the SMS gateway.
 * - emulator: the Firestore emulator, and images in the Storage emulator where it runs (THALI_MEDIA=cloud-storage)
 *   or in a disk folder under DATA_DIR (THALI_MEDIA=disk, the default), SMS to the dev outbox.
 * - embedded: a SQLite file and a disk folder under DATA_DIR, SMS to the dev outbox.
 */
export const Mode = z.enum(['deployed', 'emulator', 'embedded']);
export type Mode = z.infer<typeof Mode>;
/** Where images go: Cloud Storage (or its emulator), or a disk folder under DATA_DIR served at /api/media. */
export const MediaKind = z.enum(['cloud-storage', 'disk']);
export type MediaKind = z.infer<typeof MediaKind>;

const Env = z.object({
  THALI_MODE: Mode,
  THALI_MEDIA: MediaKind.optional(),
  DATA_DIR: z.string().min(1).optional(),
  GCLOUD_PROJECT: z.string().optional(),
  STORAGE_BUCKET: z.string().min(1).optional(),
  ARCHIVE_BUCKET: z.string().min(1).optional(),
  FIREBASE_CONFIG: z.string().optional(),
  THALI_RERUN_TRANSACTIONS: z.enum(['0', '1']).optional(),
  THALI_QUERY_LOG: z.string().min(1).optional(),
  THALI_PAGES_DIR: z.string().min(1).optional(),
});

/** The part of the project's own Firebase config (FIREBASE_CONFIG) that the function reads. */
const FirebaseConfig = z.object({ projectId: z.string().optional(), storageBucket: z.string().optional() });

export interface RuntimeConfig {
  mode: Mode;
  /** Where images go; what the mode implies unless given (emulator mode: disk, unless the Storage emulator runs). */
  media?: MediaKind;
  dataDir?: string;
  projectId?: string;
  bucket?: string;
  /** Deployed: the bucket of the yearly archive (invoices, GST report), with its retention policy; default <project>-archive. */
  archiveBucket?: string;
  /** Local modes: run every transaction callback twice, as Firestore may (set by the test runs). */
  rerunTransactions?: boolean;
  /** Test runs: where the local store records the shape of every query it answers (the query census). */
  queryLog?: string;
  /** Local runs: the folder the web build wrote the menu page's renderer to (deployed: beside the code). */
  pagesDir?: string;
}

/**
 * FIREBASE_CONFIG is set by Cloud Functions and by the functions emulator: inline JSON,
 * or (as firebase-admin also accepts) the path of a JSON file.
 */
function firebaseConfig(raw: string | undefined): z.infer<typeof FirebaseConfig> {
  if (!raw) return {};
  const text = raw.trimStart().startsWith('{') ? raw : readFileSync(raw, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('FIREBASE_CONFIG is not valid JSON');
  }
  return FirebaseConfig.parse(json);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  if (!env.THALI_MODE && env.FUNCTIONS_EMULATOR === 'true') {
    throw new Error('THALI_MODE is not set: start the emulators with `npm start`, which chooses the mode and says which.');
  }
  const parsed = Env.parse({ ...env, THALI_MODE: env.THALI_MODE ?? 'deployed' });
  const mode = parsed.THALI_MODE;
  const media: MediaKind = mode === 'deployed' ? 'cloud-storage' : mode === 'embedded' ? 'disk' : (parsed.THALI_MEDIA ?? 'disk');
  if (parsed.THALI_MEDIA && parsed.THALI_MEDIA !== media) throw new Error(`THALI_MEDIA=${parsed.THALI_MEDIA} does not go with ${mode} mode`);
  if (mode !== 'deployed' && !parsed.DATA_DIR) throw new Error(`DATA_DIR is required in ${mode} mode`);
  const project = firebaseConfig(parsed.FIREBASE_CONFIG);
  // The bucket is never derived from the project id: projects created since late 2024 get
  // <project>.firebasestorage.app, older ones <project>.appspot.com, and only the project's config knows which.
  const bucket = parsed.STORAGE_BUCKET ?? (project.storageBucket || undefined);
  if (media === 'cloud-storage' && !bucket) {
    throw new Error(
      'No Cloud Storage bucket is known: FIREBASE_CONFIG has no storageBucket. Start Storage in the Firebase console ' +
        '(Build > Storage > Get started) and deploy again, or set STORAGE_BUCKET to the bucket name.',
    );
  }
  const projectId = parsed.GCLOUD_PROJECT ?? project.projectId;
  return {
    mode,
    media,
    dataDir: parsed.DATA_DIR,
    projectId,
    bucket,
    archiveBucket: parsed.ARCHIVE_BUCKET ?? (mode === 'deployed' && projectId ? `${projectId}-archive` : undefined),
    rerunTransactions: parsed.THALI_RERUN_TRANSACTIONS === '1',
    queryLog: parsed.THALI_QUERY_LOG,
    pagesDir: parsed.THALI_PAGES_DIR,
  };
}
