// The functions half of `firebase deploy`, rehearsed offline with firebase-tools' and firebase-functions' own code:
// firebase-functions' discovery runs the built functions as the deploy does, and the manifest goes through
// firebase-tools' build resolution (params from functions/.env.<project>), its endpoint checks, and the secret
// grants and Scheduler job it would compute. Nothing here calls Google: a step that would (an endpoint
// without a service account) is refused before it can.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

const cli = createRequire(join(ROOT, 'node_modules', 'firebase-tools', 'package.json'));
const lib = (path) => cli(`./lib/${path}`);

/** The project a deploy goes to (firebase-tools sets GCLOUD_PROJECT for predeploy steps), or a stand-in for a rehearsal. */
export function deployProject(root, env = process.env) {
  if (env.GCLOUD_PROJECT && !env.GCLOUD_PROJECT.startsWith('demo-')) return { projectId: env.GCLOUD_PROJECT, rehearsal: false };
  const rc = existsSync(join(root, '.firebaserc')) ? JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8')) : {};
  const chosen = rc.projects?.default;
  if (chosen && !chosen.startsWith('demo-')) return { projectId: chosen, rehearsal: false };
  return { projectId: 'thali-rehearsal', rehearsal: true };
}

/**
 * The function's environment as the deploy would load it: functions/.env and .env.<project>, read by
 * firebase-tools. A rehearsal without a project of its own uses functions/.env.example instead.
 */
export function deployEnv(root, projectId, rehearsal) {
  const source = join(root, 'functions');
  if (rehearsal) {
    const file = join(source, '.env.example');
    if (!existsSync(file)) throw new Error('functions/.env.example is missing');
    return { envs: lib('functions/env.js').parseStrict(readFileSync(file, 'utf8')), from: 'functions/.env.example' };
  }
  if (!existsSync(join(source, `.env.${projectId}`))) {
    throw new Error(`functions/.env.${projectId} is missing: copy functions/.env.example to it and fill in the SMS gateway's settings`);
  }
  return { envs: lib('functions/env.js').loadUserEnvs({ functionsSource: source, projectId, projectDir: root }), from: `functions/.env.${projectId}` };
}

/** firebase-functions' discovery on functions/lib, then firebase-tools' resolution: the backend a deploy would create. */
export async function discoverBackend(root, { projectId, envs, runtime = 'nodejs22' }) {
  const { Delegate } = lib('deploy/functions/runtimes/node/index.js');
  const build = lib('deploy/functions/build.js');
  const functionsEnv = lib('functions/env.js');
  const firebaseConfig = { projectId, storageBucket: `${projectId}.firebasestorage.app` };
  const delegate = new Delegate(projectId, root, join(root, 'functions'), runtime);
  // Discovery writes the manifest to a file instead of serving it on a port. A real deploy waits 10 s for the code
  // to load; on a busy machine the rehearsal waits longer (npm run bench:load holds the load time to its budget).
  const saved = { out: process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH, timeout: process.env.FUNCTIONS_DISCOVERY_TIMEOUT };
  process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = 'true';
  process.env.FUNCTIONS_DISCOVERY_TIMEOUT ??= '60';
  let wantBuild;
  try {
    wantBuild = await delegate.discoverBuild(
      { firebase: firebaseConfig },
      { ...envs, ...functionsEnv.loadFirebaseEnvs(firebaseConfig, projectId), GOOGLE_CLOUD_QUOTA_PROJECT: projectId },
    );
  } finally {
    for (const [key, value] of [
      ['FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH', saved.out],
      ['FUNCTIONS_DISCOVERY_TIMEOUT', saved.timeout],
    ]) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  wantBuild.runtime = runtime;
  // isEmulator only skips reading the secrets' versions from Secret Manager; every other param must resolve from the env files.
  const { backend } = await build.resolveBackend({
    build: wantBuild,
    firebaseConfig,
    userEnvs: envs,
    codebase: 'default',
    nonInteractive: true,
    isEmulator: true,
  });
  return { build: wantBuild, backend };
}

const FULL_SERVICE_ACCOUNT = /^[a-z][a-z0-9-]{4,28}[a-z0-9]@[a-z0-9.-]+\.iam\.gserviceaccount\.com$/;

/**
 * What firebase-tools would refuse, or hand to IAM and Scheduler in a form they refuse, for this backend.
 * Returns the problems, one line each, and what was checked.
 */
export async function backendProblems(backendModel, { region, scheduleTimeZone, secrets }) {
  const backend = lib('deploy/functions/backend.js');
  const prepare = lib('deploy/functions/prepare.js');
  const validate = lib('deploy/functions/validate.js');
  const ensure = lib('deploy/functions/ensure.js');
  const scheduler = lib('gcp/cloudscheduler.js');
  const problems = [];
  const endpoints = backend.allEndpoints(backendModel);
  if (endpoints.length === 0) return { problems: ['the functions declare no endpoint'], checked: [] };
  for (const e of endpoints) {
    if (!e.serviceAccount) problems.push(`${e.id} names no service account, so it would run as the default compute account, which may not sign sessions`);
    else if (!FULL_SERVICE_ACCOUNT.test(e.serviceAccount)) {
      problems.push(
        `${e.id} runs as "${e.serviceAccount}", not a full service account email: IAM refuses the member serviceAccount:${e.serviceAccount} when the deploy grants it the secrets`,
      );
    }
    if (e.region !== region) problems.push(`${e.id} deploys to ${e.region}, the rest of the project to ${region}`);
    if (!e.maxInstances) problems.push(`${e.id} has no maxInstances: nothing caps what a flood of requests costs`);
    if (backend.isScheduleTriggered(e) && e.scheduleTrigger.timeZone !== scheduleTimeZone) {
      problems.push(
        e.scheduleTrigger.timeZone
          ? `${e.id} runs on ${e.scheduleTrigger.timeZone}, the restaurant on ${scheduleTimeZone}`
          : `${e.id} has no time zone: Scheduler would run it on UTC (set timeZone: ${scheduleTimeZone})`,
      );
    }
  }
  if (problems.length) return { problems, checked: [] };
  // As prepare does before validating: fill in what a new function gets, then firebase-tools' own checks.
  prepare.inferDetailsFromExisting(backendModel, backend.empty(), false);
  prepare.resolveCpuAndConcurrency(backendModel);
  try {
    validate.endpointsAreValid(backendModel, backend.empty());
  } catch (e) {
    problems.push(`firebase-tools refuses the functions: ${e.message}`);
  }
  // The secret grants a first deploy makes, member by member, computed by firebase-tools.
  const grants = await ensure.secretsAccessDelta({ wantBackend: backendModel, haveBackend: backend.empty() });
  for (const name of secrets) {
    if (!grants[name]) problems.push(`secret ${name} is declared but no function names it, so the deploy would not grant access to it`);
  }
  for (const [name, accounts] of Object.entries(grants)) {
    for (const sa of accounts) if (!FULL_SERVICE_ACCOUNT.test(sa)) problems.push(`secret ${name} would be granted to serviceAccount:${sa}, which IAM refuses`);
  }
  for (const e of endpoints.filter((x) => backend.isScheduleTriggered(x))) {
    const job = await scheduler.jobFromEndpoint({ ...e, uri: 'https://rehearsal.invalid' }, e.region, '0');
    const oidc = job.httpTarget?.oidcToken?.serviceAccountEmail;
    if (!oidc || !FULL_SERVICE_ACCOUNT.test(oidc)) problems.push(`the Scheduler job of ${e.id} would call it as "${oidc}", not a full service account email`);
  }
  const checked = [
    `${endpoints.length} functions in ${region}`,
    `secrets ${Object.keys(grants).sort().join(', ')} granted to ${[...new Set(Object.values(grants).flat())].join(', ')}`,
  ];
  return { problems, checked };
}
