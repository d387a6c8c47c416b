import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const RELOADED_AT = 'thali:stale-chunk-reload-at';
/** A second failure within this window is a real outage, not a stale tab: it shows the error page instead of reloading again. */
const RELOAD_WINDOW_MS = 60_000;

interface Env {
  storage: () => Storage;
  now: () => number;
  reload: () => void;
  /** False when the browser knows it has no network; absent: online. */
  online?: () => boolean;
  /** Whether the chunk at this address is gone from the site (a release removed it); false when the network failed. */
  chunkGone?: (url: string) => Promise<boolean>;
}
const browser: Env = {
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
  online: () => navigator.onLine,
  chunkGone: (url) =>
    fetch(url, { method: 'HEAD', cache: 'no-store' }).then(
      (r) => r.status === 404,
      () => false,
    ),
};

/** The chunk's address in a failed import's error ("Failed to fetch dynamically imported module: https://…/x.js"). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /(https?:\/\/[^\s'"]+\.(?:js|css))/.exec(message)?.[1] ?? null;
}

/**
 * Whether a failed import is a stale tab's (the release removed its chunk) and the page reloaded for it. A phone whose
 * network drops without the browser knowing (navigator.onLine still true) fails the same import: the chunk's address is
 * asked again, and only a 404 reloads the page, which would otherwise show the browser's error page and lose what the
 * guest typed. Without an address to ask, any failure while online counts as stale.
 */
async function reloadIfGone(error: unknown, env: Env): Promise<boolean> {
  const url = chunkUrlOf(error);
  if (url && env.chunkGone && !(await env.chunkGone(url))) return false;
  return reloadForStaleChunk(env);
}

/**
 * A tab opened before a release asks for chunks the release deleted. Reloading fetches the new
 * index.html and its chunks. Reloads at most once per window, so a broken release never loops.
 * Returns true when a reload was started.
 */
export function reloadForStaleChunk(env: Env = browser): boolean {
  // Offline, the chunk is not stale: the network is gone, and a reload would show the browser's own error page.
  if (env.online && !env.online()) return false;
  try {
    const storage = env.storage();
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (env.now() - last < RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOADED_AT, String(env.now()));
  } catch {
    return false; // no session storage: no guard against a loop, so no reload
  }
  env.reload();
  return true;
}

const never = <T>() => new Promise<T>(() => {});

/** Vite reports a dynamic import (or one of its preloads) that failed; handling it turns the import into undefined. */
export function reloadOnPreloadError(target: Window = window, env: Env = browser): () => void {
  const onError = (event: Event) => {
    const error = (event as Event & { payload?: unknown }).payload;
    // With the chunk's address, the import fails now (as it would offline) and the page reloads once a 404 confirms a release removed it.
    if (chunkUrlOf(error) && env.chunkGone) void reloadIfGone(error, env);
    else if (reloadForStaleChunk(env)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onError);
  return () => target.removeEventListener('vite:preloadError', onError);
}

/** React.lazy for a page chunk: a chunk that can't load reloads the page once instead of showing the error page. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, env: Env = browser): LazyExoticComponent<ComponentType> {
  return lazy(() =>
    load().then(
      // undefined: vite:preloadError was handled, and the page is already reloading.
      (module) => module ?? never(),
      (error: unknown) => reloadIfGone(error, env).then((reloading) => (reloading ? never() : Promise.reject(error))),
    ),
  );
}
