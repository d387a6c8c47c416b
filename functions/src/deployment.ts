/**
 * Where, as whom and how large the functions run. firebase.json's rewrites and Firestore location name
 * the same region, and `npm run deploy:check` reads this file (keep it free of imports) and checks that
 * they agree, so keep the values plain literals.
 *
 * asia-south1 (Mumbai) is the region closest to a restaurant in India: the function, Firestore, the
 * Storage bucket and Cloud Scheduler all live there, so a page and its reads stay in one region.
 */
export const API_REGION = 'asia-south1';

/** The function's own service account is `thali-api@<project>.iam.gserviceaccount.com` (docs/deploy.md, step 9). */
export const API_SERVICE_ACCOUNT_NAME = 'thali-api';

/** Cloud Scheduler runs the `scheduled` function in the restaurant's time zone. */
export const SCHEDULE_TIME_ZONE = 'Asia/Kolkata';

/**
 * The cost cap: at 80 requests an instance, 4 instances serve 320 at once, more than a 300-order
 * evening's busiest minute needs; a flood of requests stops there instead of running up the bill.
 * 512 MiB leaves room for sharp re-encoding one uploaded photo (about 150 MiB) beside 80 requests.
 */
export const API_SCALE = { maxInstances: 4, memory: '512MiB', concurrency: 80 } as const;

const FULL_EMAIL = /^[a-z][a-z0-9-]{4,28}[a-z0-9]@[a-z0-9.-]+\.iam\.gserviceaccount\.com$/;

/** Whether firebase-tools and IAM take the account as it is: a full service-account email, never the short `name@`. */
export const isFullServiceAccount = (account: string) => FULL_EMAIL.test(account);

/**
 * The full email the functions run as, from the environment firebase-tools loads the code with:
 * API_SERVICE_ACCOUNT (functions/.env.<project>) when set, otherwise built from GCLOUD_PROJECT.
 * firebase-tools completes a short form for the runtime but not for secret access or Scheduler, so
 * only a full email is ever handed to it.
 */
export function apiServiceAccount(env: Record<string, string | undefined>): string {
  const given = env.API_SERVICE_ACCOUNT?.trim();
  if (given) {
    if (!isFullServiceAccount(given)) {
      throw new Error(`API_SERVICE_ACCOUNT=${given} is not a full service account email (name@project.iam.gserviceaccount.com)`);
    }
    return given;
  }
  const project = env.GCLOUD_PROJECT?.trim();
  if (!project) throw new Error('GCLOUD_PROJECT is not set, so the functions cannot name their service account; firebase-tools sets it.');
  return `${API_SERVICE_ACCOUNT_NAME}@${project}.iam.gserviceaccount.com`;
}
