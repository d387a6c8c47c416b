// What this machine has for the Firebase Local Emulator Suite's Java emulators, found without any network:
// a Java 21+ (firebase-tools refuses older ones) and a Cloud Firestore emulator jar, and the Storage emulator's
// rules runtime. `npm start`, `npm test` and the benches ask here, and say what they found and why.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

/** firebase-tools' own download cache (lib/emulator/downloadableEmulators.js). */
const firebaseCache = () => process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
/** The Cloud SDK's emulator jar has no Main-Class: this class starts it. */
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** Where the launcher jar for the Cloud SDK's emulator is made (inside node_modules: local, never committed). */
const launcherDir = () => process.env.THALI_LAUNCHER_DIR || join(ROOT, 'node_modules', '.cache', 'thali-emulators');

function javaVersion(java) {
  const r = spawnSync(java, ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (r.error || r.status !== 0) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(r.stderr ?? '');
  if (!m) return 0;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const p = join(dir, name);
    if (dir && existsSync(p)) return p;
  }
  return null;
}

const listDir = (dir) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/** The system's JVM folders; THALI_JVM_DIRS (colon-separated, empty for none) replaces them, e.g. to try a machine without them. */
const jvmDirs = () =>
  process.env.THALI_JVM_DIRS !== undefined
    ? process.env.THALI_JVM_DIRS.split(delimiter).filter(Boolean)
    : ['/usr/lib/jvm', '/usr/java', '/opt/java', '/Library/Java/JavaVirtualMachines'];

/**
 * The newest Java 21+ among JAVA_HOME, the `java` on PATH and the system's JVM folders, or why there is none.
 * @returns {{ java: string, home: string, major: number } | { java: null, why: string }}
 */
export function findJava() {
  const candidates = [];
  if (process.env.JAVA_HOME) candidates.push(join(process.env.JAVA_HOME, 'bin', 'java'));
  const fromPath = onPath('java');
  if (fromPath) candidates.push(fromPath);
  for (const root of jvmDirs()) {
    for (const name of listDir(root)) {
      candidates.push(join(root, name, 'bin', 'java'), join(root, name, 'Contents', 'Home', 'bin', 'java'));
    }
  }
  const seen = new Map();
  for (const path of candidates) {
    if (!existsSync(path)) continue;
    let real;
    try {
      real = realpathSync(path);
    } catch {
      continue;
    }
    if (!seen.has(real)) seen.set(real, javaVersion(real));
  }
  const found = [...seen].map(([java, major]) => ({ java, major })).sort((a, b) => b.major - a.major);
  const best = found[0];
  if (best && best.major >= 21) return { java: best.java, home: dirname(dirname(best.java)), major: best.major };
  const versions = found.map((f) => `${f.major || '?'} (${f.java})`).join(', ');
  return { java: null, why: found.length ? `no Java 21+ (found Java ${versions}; firebase-tools needs 21 or newer)` : 'no Java found' };
}

/**
 * The Google Cloud CLI's install folder, from gcloud on PATH or its usual places (no `gcloud info`: it is slow).
 * THALI_CLOUD_SDK_ROOTS (colon-separated, empty for none) replaces the usual places.
 */
function cloudSdkRoots() {
  if (process.env.THALI_CLOUD_SDK_ROOTS !== undefined) return process.env.THALI_CLOUD_SDK_ROOTS.split(delimiter).filter(Boolean);
  const roots = [];
  if (process.env.CLOUDSDK_ROOT_DIR) roots.push(process.env.CLOUDSDK_ROOT_DIR);
  const gcloud = onPath('gcloud');
  if (gcloud) {
    try {
      roots.push(dirname(dirname(realpathSync(gcloud))));
    } catch {
      // a dangling link: look in the usual places
    }
  }
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', join(homedir(), 'google-cloud-sdk'));
  return [...new Set(roots)];
}

/** A jar whose manifest starts the Cloud SDK's emulator, which `java -jar` (as firebase-tools runs it) can't start itself. */
function launcherFor(sdkJar, java) {
  const jarTool = join(dirname(java.java), 'jar');
  if (!existsSync(jarTool)) return { path: null, why: `the Cloud SDK's emulator needs a launcher jar, and ${java.home} has no jar tool (a JDK has one)` };
  const target = pathToFileURL(sdkJar).href;
  const name = `firestore-launcher-${Buffer.from(target).toString('base64url').slice(-24)}.jar`;
  const launcher = join(launcherDir(), name);
  if (existsSync(launcher)) return { path: launcher };
  mkdirSync(launcherDir(), { recursive: true });
  const manifest = join(launcherDir(), `${name}.manifest`);
  writeFileSync(manifest, `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${target}\n`);
  const r = spawnSync(jarTool, ['cfm', launcher, manifest], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) return { path: null, why: `could not make the launcher jar: ${(r.stderr || r.error?.message || '').trim()}` };
  return { path: launcher };
}

/**
 * A Cloud Firestore emulator firebase-tools can run offline: FIRESTORE_EMULATOR_BINARY_PATH, firebase-tools' cache,
 * or the Google Cloud CLI's `cloud-firestore-emulator` component (through a launcher jar).
 * @returns {{ path: string, source: string } | { path: null, why: string }}
 */
export function findFirestoreEmulator(java) {
  const given = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (given)
    return existsSync(given)
      ? { path: given, source: 'FIRESTORE_EMULATOR_BINARY_PATH' }
      : { path: null, why: `FIRESTORE_EMULATOR_BINARY_PATH names ${given}, which does not exist` };
  const cached = listDir(firebaseCache())
    .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
    .sort()
    .at(-1);
  if (cached) return { path: join(firebaseCache(), cached), source: "firebase-tools' cache" };
  for (const root of cloudSdkRoots()) {
    const sdkJar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (!existsSync(sdkJar)) continue;
    const launcher = launcherFor(sdkJar, java);
    if (!launcher.path) return { path: null, why: launcher.why };
    return { path: launcher.path, source: `the Google Cloud CLI (${sdkJar})` };
  }
  return {
    path: null,
    why: "no Cloud Firestore emulator (none in firebase-tools' cache, no FIRESTORE_EMULATOR_BINARY_PATH, and no Google Cloud CLI with its cloud-firestore-emulator component)",
  };
}

/** The Storage emulator runs offline only when its rules runtime is already where firebase-tools looks for it. */
export function findStorageRuntime() {
  const given = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (given && existsSync(given)) return { path: given };
  const cached = listDir(firebaseCache())
    .filter((f) => /^cloud-storage-rules-runtime-v[\d.]+\.jar$/.test(f))
    .sort()
    .at(-1);
  if (cached) return { path: join(firebaseCache(), cached) };
  return { path: null, why: "the Storage emulator's rules runtime is not in firebase-tools' cache (firebase-tools downloads it; this machine can't)" };
}

/**
 * Everything the Firestore emulator needs, or why it can't run here.
 * `env` is what a process running `firebase emulators:*` needs: the Java first on PATH and the emulator binaries.
 * @returns {{ ok: true, java: {java:string,home:string,major:number}, firestore: {path:string,source:string}, storage: {path:string|null,why?:string}, env: Record<string,string>, describe: string } | { ok: false, why: string }}
 */
export function detectEmulators() {
  const java = findJava();
  if (!java.java) return { ok: false, why: java.why };
  const firestore = findFirestoreEmulator(java);
  if (!firestore.path) return { ok: false, why: firestore.why };
  const storage = findStorageRuntime();
  const env = {
    PATH: `${dirname(java.java)}${delimiter}${process.env.PATH ?? ''}`,
    JAVA_HOME: java.home,
    FIRESTORE_EMULATOR_BINARY_PATH: firestore.path,
    ...(storage.path ? { STORAGE_EMULATOR_BINARY_PATH: storage.path } : {}),
  };
  const describe = `Java ${java.major} (${java.java}) and the Cloud Firestore emulator from ${firestore.source}`;
  return { ok: true, java, firestore, storage, env, describe };
}
