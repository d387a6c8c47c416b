import { initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithCustomToken,
  signOut,
  type Auth,
} from 'firebase/auth';

/** True in a local build (`npm start` / `npm run dev`): the Auth emulator and local-only controls. */
export const IS_LOCAL = import.meta.env.VITE_LOCAL === '1';

async function firebaseOptions(): Promise<FirebaseOptions> {
  if (IS_LOCAL) {
    return { apiKey: 'demo-api-key', projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-thali', authDomain: 'localhost' };
  }
  // Firebase Hosting serves the project's web config at this reserved URL.
  const res = await fetch('/__/firebase/init.json');
  if (!res.ok) throw new Error('Could not load the Firebase configuration');
  return (await res.json()) as FirebaseOptions;
}

let appPromise: Promise<FirebaseApp> | undefined;
const firebaseApp = () => (appPromise ??= firebaseOptions().then((options) => initializeApp(options)));

let authPromise: Promise<Auth> | undefined;

/** The one Firebase Auth instance, created on first use so that public pages load no auth code until needed. */
export function firebaseAuth(): Promise<Auth> {
  authPromise ??= firebaseApp().then((app) => {
    // Sessions come from the API's custom tokens: no popup or redirect sign-in, so no resolver, and the SDK loads no
    // hidden iframe from the auth domain on every signed-in page (which the site's CSP rightly refuses).
    const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (IS_LOCAL) connectAuthEmulator(auth, import.meta.env.VITE_AUTH_EMULATOR_URL ?? 'http://127.0.0.1:9099', { disableWarnings: true });
    return auth;
  });
  return authPromise;
}

/** Exchanges the API's custom token for a Firebase session; returns the ID token. */
export async function signInWithApiToken(customToken: string): Promise<string> {
  const auth = await firebaseAuth();
  const cred = await signInWithCustomToken(auth, customToken);
  return cred.user.getIdToken();
}

/** The current ID token (refreshed by the SDK when near expiry), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const auth = await firebaseAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signOutFirebase(): Promise<void> {
  const auth = await firebaseAuth();
  await signOut(auth);
}

let appCheckPromise: Promise<import('firebase/app-check').AppCheck> | undefined;

/**
 * An App Check token for a route that texts a code. Deployed, reCAPTCHA Enterprise attests the
 * browser (the SDK and reCAPTCHA load on the first texting form submitted, never on a page's
 * first load) and each request gets a limited-use token of its own, which the API consumes: a
 * token copied out of the page buys one text, not an hour of them. A local build has neither,
 * and sends the debug token the local API accepts.
 */
export async function appCheckToken(): Promise<string> {
  if (IS_LOCAL) return import.meta.env.VITE_APP_CHECK_DEBUG_TOKEN ?? '';
  const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) throw new Error('VITE_RECAPTCHA_ENTERPRISE_SITE_KEY was not set when the site was built');
  appCheckPromise ??= Promise.all([firebaseApp(), import('firebase/app-check')])
    .then(([app, { initializeAppCheck, ReCaptchaEnterpriseProvider }]) =>
      initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true }),
    )
    .catch((e: unknown) => {
      appCheckPromise = undefined;
      throw e;
    });
  const { getLimitedUseToken } = await import('firebase/app-check');
  return (await getLimitedUseToken(await appCheckPromise)).token;
}
