import { startTransition, useEffect, useState } from 'react';
import type { Settings } from '@domain/settings';
// The defaults alone, not the settings' rules: every page's first load carries this module.
import { DEFAULT_SETTINGS } from '@domain/settings-defaults';
import { PAGE_SETTINGS_ID } from '@domain/menu-snapshot';
import { api } from './api-client';
import { useHydrated } from './hydration';

/**
 * The restaurant's settings (GET /api/settings), shared by every screen. Pages are
 * prerendered with the seeded defaults; a page the function renders (/ and /menu)
 * carries the saved ones it was rendered with (a data block). Hydration uses what the page
 * was rendered with, so the first client render matches the HTML. A page that carries them
 * asks for nothing more (they are as fresh as the page, at most a minute at the edge);
 * any other page asks once per load, and every reader re-renders when they arrive.
 */
function renderedWith(): Settings | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_SETTINGS_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as Settings) : null;
  } catch {
    return null;
  }
}
const carried = renderedWith();
let initial: Settings = carried ?? DEFAULT_SETTINGS;
let current: Settings = initial;
let loaded = carried !== null;
let inflight: Promise<Settings> | null = carried ? Promise.resolve(carried) : null;
const listeners = new Set<() => void>();

function publish(next: Settings): void {
  current = next;
  loaded = true;
  for (const l of listeners) l();
}

/** Fetches the settings (once, unless forced); the defaults stay in place when the API can't be reached. */
export function loadSettings(force = false): Promise<Settings> {
  if (inflight && !force) return inflight;
  inflight = api
    .get<Settings>('/settings', { auth: false })
    .then((r) => {
      publish(r.data ?? DEFAULT_SETTINGS);
      return current;
    })
    .catch(() => {
      inflight = null;
      return current;
    });
  return inflight;
}

/** After the owner saves: every screen shows the new settings at once. */
export function settingsSaved(next: Settings): void {
  inflight = Promise.resolve(next);
  publish(next);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  if (typeof window !== 'undefined') void loadSettings();
  return () => listeners.delete(l);
};

/** The settings as last loaded, outside React (helpers that format for screens that render after load). */
export const settingsNow = (): Settings => current;

/**
 * What `read` answers of the store, kept up to date; `prerendered` while a prerendered page hydrates. Not
 * useSyncExternalStore: React 18 renders a store's change at once, and a change that reaches the page's Suspense
 * boundary before hydration has got there makes React render the page afresh over its HTML (React error 421),
 * dropping what the guest had typed. Here a change is a transition, which React holds until the page has hydrated.
 */
function useStore<T>(read: () => T, prerendered: T): T {
  const hydrated = useHydrated();
  const [seen, setSeen] = useState(read);
  useEffect(() => {
    const follow = () => startTransition(() => setSeen(read));
    // Whatever arrived between this render and now.
    follow();
    const unsubscribe = subscribe(follow);
    return () => {
      unsubscribe();
    };
  }, [read]);
  return hydrated ? seen : prerendered;
}

const readSettings = () => current;
const readLoaded = () => loaded;

/** The settings now: the seeded defaults until the saved ones arrive. */
export function useSettings(): Settings {
  return useStore(readSettings, initial);
}

/** The server's render of a page with saved settings (the menu page in the function): what every reader sees in it. */
export function renderWithSettings(settings: Settings): void {
  initial = settings;
  current = settings;
}

/** Whether the saved settings have arrived (forms that enforce rules may wait for them). */
export function useSettingsLoaded(): boolean {
  return useStore(readLoaded, false);
}
