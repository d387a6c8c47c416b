import type { ErrorCode } from '@domain/errors';

/** The API's envelope (spec §7): success (or ok), message, data; an error also names its code. */
export interface Envelope<T> {
  success?: boolean;
  ok?: boolean;
  message?: string;
  data?: T;
  /** Set on a call made with `textsCode` when the record was kept but its code could not be texted: the message to show. */
  textFailed?: string;
  [key: string]: unknown;
}

export class ApiError extends Error {
  /** The API's error code (functions/src/domain/errors.ts); null when no reply came, or it named none. Screens branch on this, never on the message. */
  readonly code: ErrorCode | null;

  constructor(
    readonly status: number,
    message: string,
    readonly body?: Envelope<unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = typeof body?.code === 'string' ? (body.code as ErrorCode) : null;
  }
}

/** True when e is the API's refusal with one of these codes. */
export const hasCode = (e: unknown, ...codes: ErrorCode[]): e is ApiError => e instanceof ApiError && e.code !== null && codes.includes(e.code);

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;
let onUnauthorized: () => void = () => {};

let onSessionEnded: (() => Promise<boolean>) | null = null;

/**
 * Set by a screen that can sign its user in again where they are (the back office): a 401 on a call
 * made with the session waits for that sign-in instead of ending the session, and the call is made
 * again once if it succeeded. Null gives back the session provider's handling.
 */
export function setSessionEndedHandler(handler: (() => Promise<boolean>) | null): void {
  onSessionEnded = handler;
}

/**
 * The proof of the person acting on a shared device (lib/acting-person), registered when the back office loads: the
 * public pages never send it, and so never load that code.
 */
export interface ActingProof {
  /** The header that carries the proof, when someone has switched in on this device. */
  header(): Record<string, string>;
  /** The server says that person's turn ended: forget the proof. */
  ended(): void;
}
let actingProof: ActingProof | null = null;
export function setActingProof(proof: ActingProof): void {
  actingProof = proof;
}
/** Where this browser keeps the acting person's proof (every tab of the device shares it). */
export const ACTING_KEY = 'acting-person';
/** On signing out: the proof goes too, whether or not the back office has loaded in this tab. */
export function forgetActing(): void {
  if (actingProof) actingProof.ended();
  else localStorage.removeItem(ACTING_KEY);
}

/** Wired by the session provider: where bearer tokens come from, and what a 401 does. */
export function configureApiClient(options: { token: TokenSource; unauthorized: () => void }): void {
  tokenSource = options.token;
  onUnauthorized = options.unauthorized;
}

export const API_BASE = '/api';
export const NETWORK_ERROR = 'Network error occurred';
const NO_SESSION = 'Authentication token not found';
export const LOG_IN_AGAIN = 'Please log in to continue.';

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token when signed in (default true). */
  auth?: boolean;
  /** Send the proof of the person acting on this shared device, if one switched in (default true with auth). */
  acting?: boolean;
  /** Routes that text a code: attach an App Check token (the Firebase App Check SDK loads on the first such call). */
  appCheck?: boolean;
  /** Routes that text a code: a 503 sms_not_sent (record kept, text failed) resolves with its data and `textFailed`, the message to show. */
  textsCode?: boolean;
  signal?: AbortSignal;
  /** Let the request finish after the page is hidden or closed (fetch keepalive). */
  keepalive?: boolean;
}

/** Fetches the App Check loader ahead of a form's call that texts a code, so that offline the call fails as the network's, not a script's. */
export function preloadAppCheck(): void {
  void import('./firebase').catch(() => undefined);
}

/** One call to the API: adds the bearer, reads the envelope, throws ApiError on failure. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  return send<T>(method, path, options, true);
}

/** Times a request answered 503 `busy` is sent again: the server changed nothing, so the same request is safe to repeat. */
export const BUSY_RETRIES = 2;

async function send<T>(method: string, path: string, options: RequestOptions, mayRetry: boolean, busyTries = 0): Promise<Envelope<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.auth !== false) {
    const token = await tokenSource().catch(() => null);
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.acting !== false && token && actingProof) Object.assign(headers, actingProof.header());
  }
  if (options.appCheck) {
    // Without a token the API refuses the call and says why; so does a failed reCAPTCHA check.
    const token = await import('./firebase').then((m) => m.appCheckToken()).catch(() => null);
    if (token) headers['x-firebase-appcheck'] = token;
  }
  let res: Response;
  try {
    res = await fetch(API_BASE + path, { method, headers, body, signal: options.signal, ...(options.keepalive ? { keepalive: true } : {}) });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await res.json()) as Envelope<T>;
  } catch (e) {
    // A request cancelled while its body was still arriving is a cancellation, not a failure to report.
    if (options.signal?.aborted) throw e;
    throw new ApiError(res.status, res.ok ? NETWORK_ERROR : `Server error (${res.status})`);
  }
  if (options.textsCode && envelope.code === 'sms_not_sent' && envelope.data !== undefined) {
    // The record and its code were kept; only the text failed. The screen goes on to the code step and offers Resend.
    return { ...envelope, textFailed: envelope.message };
  }
  if (!res.ok || envelope.success === false) {
    if (res.status === 503 && envelope.code === 'busy' && busyTries < BUSY_RETRIES && !options.signal?.aborted) {
      // Many people changed the same record at once and this request gave up: wait as the server asks (1-3 s), then again.
      const seconds = Math.min(3, Math.max(1, Number(res.headers.get('retry-after')) || 1));
      await new Promise((r) => setTimeout(r, seconds * 1000));
      return send<T>(method, path, options, mayRetry, busyTries + 1);
    }
    // The person who switched in on this device is no longer acting (idle, switched back elsewhere, PIN cleared):
    // the device's own session is fine, so nothing is retried as the device; the screen says why.
    if (envelope.code === 'person_switch_ended') actingProof?.ended();
    else if (res.status === 401 && options.auth !== false && onSessionEnded && mayRetry) {
      if (await onSessionEnded()) return send<T>(method, path, options, false);
    } else if (res.status === 401) onUnauthorized();
    throw new ApiError(res.status, envelope.message ?? `Request failed (${res.status})`, envelope);
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, o?: RequestOptions) => request<T>('GET', path, o),
  post: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>('POST', path, { ...o, body }),
  put: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>('PUT', path, { ...o, body }),
  patch: <T>(path: string, body?: unknown, o?: RequestOptions) => request<T>('PATCH', path, { ...o, body }),
  delete: <T>(path: string, o?: RequestOptions) => request<T>('DELETE', path, o),
};

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorMessage(e: unknown, fallback: string): string {
  // The spec's wording for a call made without a session speaks of a token; a guest is asked to log in instead.
  if (hasCode(e, 'unauthenticated') && e.message === NO_SESSION) return LOG_IN_AGAIN;
  if (e instanceof ApiError && e.status !== 0 && e.body?.message) return e.body.message;
  if (e instanceof ApiError && e.status === 0) return NETWORK_ERROR;
  return fallback;
}

/** react-toastify loads on first use, so it stays out of every page's first load. */
export function toastError(e: unknown, fallback: string): void {
  const message = errorMessage(e, fallback);
  void import('react-toastify').then(({ toast }) => toast.error(message));
}

/** A file the API answers (a CSV export): the bearer as for every call, the file's bytes and the name the server gave it; a refusal throws ApiError. */
export async function downloadFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const token = await tokenSource().catch(() => null);
  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      headers: token ? { authorization: `Bearer ${token}`, ...actingProof?.header() } : {},
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!res.ok) {
    const envelope = (await res.json().catch(() => ({}))) as Envelope<unknown>;
    if (envelope.code === 'person_switch_ended') actingProof?.ended();
    else if (res.status === 401) onUnauthorized();
    throw new ApiError(res.status, envelope.message ?? `Request failed (${res.status})`, envelope);
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  return { blob: await res.blob(), fileName };
}
