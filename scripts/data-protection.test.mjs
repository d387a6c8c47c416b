import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_RETENTION_SECONDS, dataProtectionIsOn, recordFile } from './data-protection.mjs';

/** A project folder naming a real (not demo-) project, as an operator's clone does after `firebase use`. */
function projectRoot(projectId = 'thali-house-prod', env = '') {
  const root = mkdtempSync(join(tmpdir(), 'thali-protect-'));
  writeFileSync(join(root, '.firebaserc'), JSON.stringify({ projects: { default: projectId } }));
  mkdirSync(join(root, 'functions'));
  writeFileSync(join(root, 'functions', `.env.${projectId}`), env);
  return root;
}

/** gcloud's JSON answers for a project with everything in place; `change` plants one fault. */
function fakeGcloud(change = (a) => a) {
  const answers = change({
    database: { deleteProtectionState: 'DELETE_PROTECTION_ENABLED', pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' },
    schedules: [{ name: 'projects/p/databases/(default)/backupSchedules/s1', retention: `${14 * 7 * 86_400}s`, dailyRecurrence: {} }],
    bucket: { name: 'thali-house-prod-archive', retention_policy: { retentionPeriod: String(ARCHIVE_RETENTION_SECONDS), isLocked: false } },
  });
  const asked = [];
  const gcloud = (args) => {
    asked.push(args.join(' '));
    if (args[0] === 'storage') return answers.bucket;
    return args[1] === 'backups' ? answers.schedules : answers.database;
  };
  return { gcloud, asked };
}

const env = {};
const now = () => new Date('2031-04-10T06:00:00Z');

describe('deploy:check data protection', () => {
  it('with --gcloud, asks gcloud about the database, its schedules and the archive bucket, and records the answer', () => {
    const root = projectRoot();
    const { gcloud, asked } = fakeGcloud();
    const said = dataProtectionIsOn(root, { env, argv: ['--gcloud'], gcloud, now });
    expect(said).toBe(
      'gcloud says now: delete protection and point-in-time recovery on, daily backups kept 98 days, gs://thali-house-prod-archive keeps files 8 years (not locked yet)',
    );
    expect(asked).toEqual([
      'firestore databases describe --database=(default) --project=thali-house-prod',
      'firestore backups schedules list --database=(default) --project=thali-house-prod',
      'storage buckets describe gs://thali-house-prod-archive --project=thali-house-prod',
    ]);
    expect(JSON.parse(readFileSync(recordFile(root, 'thali-house-prod'), 'utf8'))).toMatchObject({ deleteProtection: true, checkedAt: now().toISOString() });

    // Without --gcloud it reads that record, and says so.
    expect(dataProtectionIsOn(root, { env, argv: [], gcloud: () => expect.unreachable('gcloud is not asked') })).toMatch(
      /^as gcloud said on 2031-04-10T06:00:00.000Z \(recorded; run with --gcloud to look again\): delete protection/,
    );
  });

  it.each([
    ['delete protection off', (a) => ({ ...a, database: { ...a.database, deleteProtectionState: 'DELETE_PROTECTION_DISABLED' } }), /delete protection is off/],
    [
      'point-in-time recovery off',
      (a) => ({ ...a, database: { ...a.database, pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED' } }),
      /point-in-time recovery is off/,
    ],
    ['only a weekly backup', (a) => ({ ...a, schedules: [{ retention: '604800s', weeklyRecurrence: { day: 'SUNDAY' } }] }), /no daily backup schedule/],
    [
      'no archive retention',
      (a) => ({ ...a, bucket: { name: 'x' } }),
      /keeps files less than 8 years: gcloud storage buckets update gs:\/\/thali-house-prod-archive --retention-period=8y/,
    ],
  ])('fails naming the fault: %s', (_name, plant, message) => {
    const root = projectRoot();
    expect(() => dataProtectionIsOn(root, { env, argv: ['--gcloud'], gcloud: fakeGcloud(plant).gcloud, now })).toThrow(message);
  });

  it('checks the archive bucket the function writes to (ARCHIVE_BUCKET in functions/.env.<project>)', () => {
    const root = projectRoot('thali-house-prod', 'SMS_PROVIDER=dlt\nARCHIVE_BUCKET=thali-invoices-archive\n');
    const { gcloud, asked } = fakeGcloud();
    dataProtectionIsOn(root, { env, argv: ['--gcloud'], gcloud, now });
    expect(asked[2]).toBe('storage buckets describe gs://thali-invoices-archive --project=thali-house-prod');
  });

  it('with nothing recorded it fails and says how to record, unless this is the very first deploy', () => {
    const root = projectRoot();
    expect(() => dataProtectionIsOn(root, { env, argv: [] })).toThrow(/nothing recorded for thali-house-prod: deploy:check can't reach Google Cloud/);
    expect(dataProtectionIsOn(root, { env, argv: ['--first-deploy'] })).toMatch(/^not checked \(the first deploy creates the database\)/);
    expect(dataProtectionIsOn(root, { env: { THALI_FIRST_DEPLOY: '1' }, argv: [] })).toMatch(/^not checked/);
    expect(existsSync(recordFile(root, 'thali-house-prod'))).toBe(false);
  });

  it('a demo project is a rehearsal: nothing to check yet', () => {
    const root = projectRoot('demo-thali');
    expect(dataProtectionIsOn(root, { env, argv: [] })).toMatch(/^no project chosen yet/);
  });
});
