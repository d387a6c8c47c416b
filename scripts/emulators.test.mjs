// How `npm start` and `npm test` find a Java 21+ and a Cloud Firestore emulator, tried on made-up machines:
// fake `java` programs that print a version, and a fake Cloud SDK folder. Nothing here starts an emulator.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectEmulators, findFirestoreEmulator, findJava } from './emulators.mjs';

let dir;
const saved = {};
const ENV = [
  'PATH',
  'JAVA_HOME',
  'THALI_JVM_DIRS',
  'THALI_CLOUD_SDK_ROOTS',
  'THALI_LAUNCHER_DIR',
  'FIRESTORE_EMULATOR_BINARY_PATH',
  'FIREBASE_EMULATORS_PATH',
  'STORAGE_EMULATOR_BINARY_PATH',
];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'thali-emulators-'));
  for (const k of ENV) saved[k] = process.env[k];
  // A machine with nothing: no java on PATH, no JVM folders, no Cloud SDK, an empty firebase-tools cache.
  process.env.PATH = join(dir, 'empty-path');
  delete process.env.JAVA_HOME;
  process.env.THALI_JVM_DIRS = '';
  process.env.THALI_CLOUD_SDK_ROOTS = '';
  delete process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  delete process.env.STORAGE_EMULATOR_BINARY_PATH;
  process.env.FIREBASE_EMULATORS_PATH = join(dir, 'firebase-cache');
  process.env.THALI_LAUNCHER_DIR = join(dir, 'launchers');
});
afterEach(() => {
  for (const k of ENV) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A JDK folder whose bin/java prints `openjdk version "<version>"` on stderr, as a real one does. */
function fakeJdk(name, version, { jarTool } = {}) {
  const bin = join(dir, 'jvm', name, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'java'), `#!/bin/sh\necho 'openjdk version "${version}" 2025-01-01' >&2\n`);
  chmodSync(join(bin, 'java'), 0o755);
  if (jarTool) {
    writeFileSync(join(bin, 'jar'), jarTool);
    chmodSync(join(bin, 'jar'), 0o755);
  }
  return join(bin, 'java');
}

describe('finding a Java', () => {
  it('says there is none on a machine without one', () => {
    expect(findJava()).toEqual({ java: null, why: 'no Java found' });
    expect(detectEmulators()).toEqual({ ok: false, why: 'no Java found' });
  });

  it('refuses a Java older than 21, naming what it found', () => {
    process.env.THALI_JVM_DIRS = join(dir, 'jvm');
    fakeJdk('java-17', '17.0.15');
    const found = findJava();
    expect(found.java).toBeNull();
    expect(found.why).toMatch(/^no Java 21\+ \(found Java 17 \(.*java-17\/bin\/java\); firebase-tools needs 21 or newer\)$/);
  });

  it('takes the newest Java of the JVM folders, JAVA_HOME and PATH, and old-style "1.8" versions count as 8', () => {
    process.env.THALI_JVM_DIRS = join(dir, 'jvm');
    fakeJdk('java-8', '1.8.0_392');
    fakeJdk('java-17', '17.0.15');
    const newest = fakeJdk('temurin-25', '25.0.1');
    process.env.JAVA_HOME = join(dir, 'jvm', 'java-17');
    expect(findJava()).toEqual({ java: newest, home: join(dir, 'jvm', 'temurin-25'), major: 25 });
  });
});

describe('finding the Firestore emulator', () => {
  const java = () => ({ java: join(dir, 'jvm', 'jdk', 'bin', 'java'), home: join(dir, 'jvm', 'jdk'), major: 25 });

  it('says where it looked when there is none', () => {
    fakeJdk('jdk', '25.0.1');
    expect(findFirestoreEmulator(java())).toEqual({
      path: null,
      why: "no Cloud Firestore emulator (none in firebase-tools' cache, no FIRESTORE_EMULATOR_BINARY_PATH, and no Google Cloud CLI with its cloud-firestore-emulator component)",
    });
  });

  it('takes FIRESTORE_EMULATOR_BINARY_PATH first, and says when it names nothing', () => {
    const jar = join(dir, 'mine.jar');
    process.env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
    expect(findFirestoreEmulator(java()).why).toBe(`FIRESTORE_EMULATOR_BINARY_PATH names ${jar}, which does not exist`);
    writeFileSync(jar, '');
    expect(findFirestoreEmulator(java())).toEqual({ path: jar, source: 'FIRESTORE_EMULATOR_BINARY_PATH' });
  });

  it("takes the newest jar in firebase-tools' cache", () => {
    const cache = process.env.FIREBASE_EMULATORS_PATH;
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, 'cloud-firestore-emulator-v1.19.0.jar'), '');
    writeFileSync(join(cache, 'cloud-firestore-emulator-v1.22.0.jar'), '');
    expect(findFirestoreEmulator(java())).toEqual({ path: join(cache, 'cloud-firestore-emulator-v1.22.0.jar'), source: "firebase-tools' cache" });
  });

  it("starts the Cloud CLI's jar through a launcher jar made by the JDK's jar tool, and says so when there is no jar tool", () => {
    const sdk = join(dir, 'google-cloud-sdk');
    const sdkJar = join(sdk, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    mkdirSync(join(sdkJar, '..'), { recursive: true });
    writeFileSync(sdkJar, '');
    process.env.THALI_CLOUD_SDK_ROOTS = sdk;

    fakeJdk('jre', '25.0.1');
    const jre = { java: join(dir, 'jvm', 'jre', 'bin', 'java'), home: join(dir, 'jvm', 'jre'), major: 25 };
    expect(findFirestoreEmulator(jre).why).toMatch(/needs a launcher jar, and .*jre has no jar tool \(a JDK has one\)$/);

    // A jar tool that records its manifest where the launcher goes, as `jar cfm <jar> <manifest>` would pack it.
    fakeJdk('jdk', '25.0.1', { jarTool: '#!/bin/sh\n/bin/cp "$3" "$2"\n' });
    const found = findFirestoreEmulator(java());
    expect(found.source).toBe(`the Google Cloud CLI (${sdkJar})`);
    expect(existsSync(found.path)).toBe(true);
    const manifest = readFileSync(found.path, 'utf8');
    expect(manifest).toBe(`Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore\nClass-Path: file://${sdkJar}\n`);
  });

  it('gives firebase-tools the Java first on PATH and the emulator, and names the Storage runtime only when cached', () => {
    process.env.THALI_JVM_DIRS = join(dir, 'jvm');
    const javaPath = fakeJdk('jdk', '25.0.1');
    const cache = process.env.FIREBASE_EMULATORS_PATH;
    mkdirSync(cache, { recursive: true });
    writeFileSync(join(cache, 'cloud-firestore-emulator-v1.22.0.jar'), '');
    const found = detectEmulators();
    expect(found.ok).toBe(true);
    expect(found.env.PATH.startsWith(join(dir, 'jvm', 'jdk', 'bin'))).toBe(true);
    expect(found.env.FIRESTORE_EMULATOR_BINARY_PATH).toBe(join(cache, 'cloud-firestore-emulator-v1.22.0.jar'));
    expect(found.env.STORAGE_EMULATOR_BINARY_PATH).toBeUndefined();
    expect(found.storage.why).toMatch(/rules runtime is not in firebase-tools' cache/);
    expect(found.describe).toBe(`Java 25 (${javaPath}) and the Cloud Firestore emulator from firebase-tools' cache`);

    writeFileSync(join(cache, 'cloud-storage-rules-runtime-v1.1.3.jar'), '');
    expect(detectEmulators().env.STORAGE_EMULATOR_BINARY_PATH).toBe(join(cache, 'cloud-storage-rules-runtime-v1.1.3.jar'));
  });
});
