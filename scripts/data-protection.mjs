// Nothing the restaurant must keep can be lost (docs/keeping-data.md): the database's delete protection, point-in-time
// recovery and daily backups, and the yearly archive bucket's retention policy. deploy:check can't reach the cloud, so
// it reads what `npm run deploy:check -- --gcloud` last found with gcloud and recorded on this machine
// (.firebase/data-protection-<project>.json); with --gcloud it asks gcloud itself and records the answer.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deployProject } from './deploy-rehearsal.mjs';

/** The archive's retention: 8 years, as Cloud Storage counts a year (365.25 days). */
export const ARCHIVE_RETENTION_SECONDS = Math.round(8 * 365.25 * 86_400);

export const recordFile = (root, projectId) => join(root, '.firebase', `data-protection-${projectId}.json`);

/** The archive bucket the function writes to: ARCHIVE_BUCKET in functions/.env.<project>, else <project>-archive. */
export function archiveBucketOf(root, projectId) {
  const file = join(root, 'functions', `.env.${projectId}`);
  const set = existsSync(file) ? /^ARCHIVE_BUCKET=(.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim() : undefined;
  return set || `${projectId}-archive`;
}

const seconds = (duration) => (typeof duration === 'string' ? Number(duration.replace(/s$/, '')) : Number(duration ?? 0));

/** What gcloud's JSON answers say, as the record keeps it. */
export function summarise({ database, schedules, bucket }, { projectId, archiveBucket, at }) {
  const retention = bucket?.retention_policy ?? bucket?.retentionPolicy ?? null;
  return {
    projectId,
    checkedAt: at,
    deleteProtection: database?.deleteProtectionState === 'DELETE_PROTECTION_ENABLED',
    pointInTimeRecovery: database?.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED',
    backupSchedules: (schedules ?? []).map((s) => ({
      recurrence: s.dailyRecurrence ? 'daily' : s.weeklyRecurrence ? 'weekly' : 'other',
      retentionSeconds: seconds(s.retention),
    })),
    archiveBucket,
    archiveRetentionSeconds: retention ? seconds(retention.retentionPeriod ?? retention.retention_period) : 0,
    archiveRetentionLocked: Boolean(retention?.isLocked ?? retention?.is_locked),
  };
}

/** What a record lacks, one line each (empty: all in place). */
export function problemsOf(record) {
  const problems = [];
  if (!record.deleteProtection) problems.push("delete protection is off: gcloud firestore databases update --database='(default)' --delete-protection");
  if (!record.pointInTimeRecovery) problems.push("point-in-time recovery is off: gcloud firestore databases update --database='(default)' --enable-pitr");
  if (!record.backupSchedules.some((s) => s.recurrence === 'daily'))
    problems.push("no daily backup schedule: gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=14w");
  if (record.archiveRetentionSeconds < ARCHIVE_RETENTION_SECONDS)
    problems.push(
      `the archive bucket gs://${record.archiveBucket} keeps files less than 8 years: gcloud storage buckets update gs://${record.archiveBucket} --retention-period=8y`,
    );
  return problems;
}

/** Runs gcloud and parses its JSON; a failure says which command and why. */
export function runGcloud(args) {
  const r = spawnSync('gcloud', [...args, '--format=json'], { encoding: 'utf8' });
  if (r.error) throw new Error(`gcloud could not run (${r.error.message}): install the Google Cloud CLI, or run deploy:check without --gcloud`);
  if (r.status !== 0) throw new Error(`gcloud ${args.join(' ')} failed: ${r.stderr.trim().split('\n').at(-1)}`);
  return JSON.parse(r.stdout || 'null');
}

/** Asks gcloud about the project's database, its backup schedules and the archive bucket. */
export function askGcloud(projectId, archiveBucket, gcloud = runGcloud) {
  const project = `--project=${projectId}`;
  return {
    database: gcloud(['firestore', 'databases', 'describe', '--database=(default)', project]),
    schedules: gcloud(['firestore', 'backups', 'schedules', 'list', '--database=(default)', project]),
    bucket: gcloud(['storage', 'buckets', 'describe', `gs://${archiveBucket}`, project]),
  };
}

/**
 * deploy:check's "data protection": with --gcloud, gcloud's answers now (and they are recorded); without, the record of
 * the last --gcloud run on this machine, and the wording says it is a record, not a fresh look. A demo project (a
 * rehearsal) and the very first deploy (--first-deploy or THALI_FIRST_DEPLOY=1: the database does not exist yet) are told
 * what to do after the deploy.
 */
export function dataProtectionIsOn(root, { env = process.env, argv = process.argv, gcloud = runGcloud, now = () => new Date() } = {}) {
  const { projectId, rehearsal } = deployProject(root, env);
  const after = 'after the first deploy, follow docs/keeping-data.md and run npm run deploy:check -- --gcloud';
  if (rehearsal) return `no project chosen yet (.firebaserc names a demo one): ${after}`;
  const file = recordFile(root, projectId);
  let record;
  if (argv.includes('--gcloud')) {
    const archiveBucket = archiveBucketOf(root, projectId);
    record = summarise(askGcloud(projectId, archiveBucket, gcloud), { projectId, archiveBucket, at: now().toISOString() });
    mkdirSync(join(root, '.firebase'), { recursive: true });
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  } else if (existsSync(file)) {
    record = JSON.parse(readFileSync(file, 'utf8'));
  } else if (argv.includes('--first-deploy') || env.THALI_FIRST_DEPLOY === '1') {
    return `not checked (the first deploy creates the database): ${after}`;
  } else {
    throw new Error(
      `nothing recorded for ${projectId}: deploy:check can't reach Google Cloud, so it reads what npm run deploy:check -- --gcloud found. ` +
        `Run that after the steps in docs/keeping-data.md (the very first deploy, which creates the database: THALI_FIRST_DEPLOY=1 npm run deploy).`,
    );
  }
  const problems = problemsOf(record);
  const source = argv.includes('--gcloud') ? 'gcloud says now' : `as gcloud said on ${record.checkedAt} (recorded; run with --gcloud to look again)`;
  if (problems.length) throw new Error(`${projectId}, ${source}:\n  ${problems.join('\n  ')}`);
  const daily = record.backupSchedules.find((s) => s.recurrence === 'daily');
  return `${source}: delete protection and point-in-time recovery on, daily backups kept ${Math.round(daily.retentionSeconds / 86_400)} days, gs://${record.archiveBucket} keeps files 8 years${record.archiveRetentionLocked ? ' (locked)' : ' (not locked yet)'}`;
}
