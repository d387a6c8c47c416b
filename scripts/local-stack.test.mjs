// How `npm start` keeps its emulators' data through a stop at any moment, and tells its own leftover Firestore
// emulator from another stack's: on made-up folders and process lists. Nothing here starts an emulator.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_METADATA, exportFolders, firestoreEmulators, parseProcesses, recoverExport, swapIn } from './local-stack.mjs';
import { PROJECT_ID, projectIdFor } from './lib.mjs';

let dir;
let data;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'thali-local-stack-'));
  data = join(dir, 'emulators');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A complete export holding `what`, its metadata written `ageS` seconds ago; or one cut short (no metadata). */
function exportAt(path, what, { ageS = 0, complete = true } = {}) {
  mkdirSync(join(path, 'firestore_export'), { recursive: true });
  writeFileSync(join(path, 'firestore_export', 'output-0'), what);
  if (!complete) return;
  const meta = join(path, EXPORT_METADATA);
  writeFileSync(meta, '{}');
  const t = Date.now() / 1000 - ageS;
  utimesSync(meta, t, t);
}
const holds = (path) => readFileSync(join(path, 'firestore_export', 'output-0'), 'utf8');

describe('the saved emulator data', () => {
  it('takes a new complete export in place of the old one, leaving no other folder', () => {
    exportAt(data, 'old');
    const { next, done, prev } = exportFolders(data);
    exportAt(next, 'new');
    swapIn(next, data);
    expect(holds(data)).toBe('new');
    expect([existsSync(next), existsSync(done), existsSync(prev)]).toEqual([false, false, false]);
  });

  it('refuses to take an export that was cut short, keeping the old one', () => {
    exportAt(data, 'old');
    const { next } = exportFolders(data);
    exportAt(next, 'half', { complete: false });
    expect(() => swapIn(next, data)).toThrow(/not a complete export/);
    expect(holds(data)).toBe('old');
  });

  it('after a kill between the renames of a swap, starts from the new export', () => {
    const { done, prev } = exportFolders(data);
    exportAt(prev, 'old', { ageS: 60 });
    exportAt(done, 'new');
    expect(recoverExport(data)).toBe(done);
    expect(holds(data)).toBe('new');
    expect([existsSync(done), existsSync(prev)]).toEqual([false, false]);
  });

  it('after a kill during an export, keeps the last complete one and drops the one being written, even with its metadata file', () => {
    exportAt(data, 'last', { ageS: 60 });
    const { next } = exportFolders(data);
    // Copied across disks, the metadata file can land before the data.
    exportAt(next, 'half');
    expect(recoverExport(data)).toBeNull();
    expect(holds(data)).toBe('last');
    expect(existsSync(next)).toBe(false);
  });

  it('after a kill during the exit export (the folder without its metadata), starts from the last minute save', () => {
    exportAt(data, 'half', { complete: false });
    const { prev } = exportFolders(data);
    exportAt(prev, 'minute');
    expect(recoverExport(data)).toBe(prev);
    expect(holds(data)).toBe('minute');
  });

  it('with nothing saved yet, starts afresh', () => {
    expect(recoverExport(data)).toBeNull();
    expect(existsSync(data)).toBe(false);
  });
});

describe("a stack's project and its leftover Firestore emulator", () => {
  it('gives each PORT_OFFSET its own demo project', () => {
    expect(projectIdFor(0)).toBe('demo-thali');
    expect(projectIdFor(250)).toBe('demo-thali-250');
    expect(projectIdFor(260)).not.toBe(projectIdFor(250));
    expect(PROJECT_ID).toMatch(/^demo-thali(-\d+)?$/);
  });

  const ps = parseProcesses(
    [
      '  101   101 Ssl  java -Dgoogle.cloud_firestore.debug_log_level=FINE -jar /x/launcher.jar --host 127.0.0.1 --port 8330 --websocket_port 9400 --project_id demo-thali-250 --rules /r --single_project_mode true',
      '  102   102 Sl   java -jar /x/launcher.jar --host 127.0.0.1 --port 8340 --websocket_port 9410 --project_id demo-thali-260',
      '  103   103 Sl   java -jar /x/launcher.jar --host 127.0.0.1 --port 8080 --project_id demo-thali-2500',
      '  104    90 S+   node scripts/start.mjs --project_id demo-thali-250',
      '  105    90 S    vim notes-about-demo-thali-250.txt',
      '  106   106 Z    [java] <defunct> -jar x --port 8330 --project_id demo-thali-250',
    ].join('\n'),
  );

  it("finds its own project's emulator by its project id, and no other project's nor one that has exited", () => {
    const found = firestoreEmulators(ps, { projectIds: ['demo-thali-250'], port: 8330 });
    expect(found.map((p) => [p.pid, p.projectId, p.port])).toEqual([[101, 'demo-thali-250', 8330]]);
  });

  it("also finds another project's emulator on its port, so that start can name it instead of failing with 'port taken'", () => {
    const found = firestoreEmulators(ps, { projectIds: ['demo-thali-250'], port: 8340 });
    expect(found.map((p) => [p.pid, p.projectId])).toEqual([
      [101, 'demo-thali-250'],
      [102, 'demo-thali-260'],
    ]);
  });
});
