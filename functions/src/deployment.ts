/**
 * Where and as whom the `api` function runs. firebase.json's /api/** rewrite names the same
 * region, and `npm run deploy:check` reads both values from this file, so keep them plain literals.
 */
export const API_REGION = 'us-central1';

/**
 * The function's own service account, `thali-api@<project>.iam.gserviceaccount.com` (the short
 * form ending in @ is completed with the project by firebase-tools). The README's deploy steps
 * create it and grant its roles; the default compute account may not sign custom tokens.
 */
export const API_SERVICE_ACCOUNT = 'thali-api@';

/** The full email of a service account named in the short form, for the Admin SDK's token signer. */
export function serviceAccountEmail(account: string, projectId: string): string {
  return account.endsWith('@') ? `${account}${projectId}.iam.gserviceaccount.com` : account;
}
