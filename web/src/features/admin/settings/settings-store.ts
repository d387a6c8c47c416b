import { createContext, useContext, useSyncExternalStore } from 'react';
import { getAt, setAt, type SettingsDraft } from './settings-draft';
import type { FieldErrors } from './settings-errors';

export interface FormState {
  draft: SettingsDraft;
  errors: FieldErrors;
}

/**
 * The draft and its field errors, outside React state: each field subscribes to
 * its own path, so a keystroke re-renders that field (and the save bar), not the
 * hundreds of inputs of the whole screen.
 */
export interface SettingsStore {
  get(): FormState;
  subscribe(listener: () => void): () => void;
  /** Sets the value at a dotted path. */
  set(path: string, value: unknown): void;
  /** Changes the draft as a whole (lists: add, remove, move, copy). */
  update(change: (draft: SettingsDraft) => SettingsDraft): void;
  setErrors(errors: FieldErrors): void;
  /** With a check, every change is checked again, so the marks follow the draft (after a save that failed its checks). */
  checkLive(check: ((draft: SettingsDraft) => FieldErrors) | null): void;
}

export function createSettingsStore(draft: SettingsDraft): SettingsStore {
  let state: FormState = { draft, errors: {} };
  let live: ((draft: SettingsDraft) => FieldErrors) | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: FormState) => {
    state = next;
    for (const l of listeners) l();
  };
  const withDraft = (next: SettingsDraft) => publish({ draft: next, errors: live ? live(next) : state.errors });
  return {
    get: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (path, value) => withDraft(setAt(state.draft, path, value)),
    update: (change) => withDraft(change(state.draft)),
    setErrors: (errors) => publish({ ...state, errors }),
    checkLive: (check) => {
      live = check;
      if (check) publish({ ...state, errors: check(state.draft) });
    },
  };
}

export const SettingsStoreContext = createContext<SettingsStore | null>(null);

export function useSettingsStore(): SettingsStore {
  const store = useContext(SettingsStoreContext);
  if (!store) throw new Error('useSettingsStore needs a SettingsStoreContext');
  return store;
}

/** The draft's value at a path; re-renders only when that value changes (the draft shares what a change leaves alone). */
export function useDraftAt<T>(path: string): T {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, () => getAt(store.get().draft, path) as T);
}

/** The message on a field, if any. */
export function useFieldError(path: string): string | undefined {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, () => store.get().errors[path]);
}
