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
  /**
   * Marks fields after a save that failed, by the screen's own check or by the server. Until they are
   * cleared, each change checks the draft again: a mark goes as soon as its field is right (or, for the
   * server's, as soon as its field is edited), and no new mark appears before the next save.
   */
  showErrors(errors: FieldErrors, source: 'check' | 'server'): void;
  clearErrors(): void;
}

const related = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

export function createSettingsStore(draft: SettingsDraft, check: (draft: SettingsDraft) => FieldErrors): SettingsStore {
  let state: FormState = { draft, errors: {} };
  let fromServer = new Set<string>();
  const listeners = new Set<() => void>();
  const publish = (next: FormState) => {
    state = next;
    for (const l of listeners) l();
  };
  /** The marks that still hold once the draft has changed; `touched` is the path edited, null for a change of a whole list. */
  const remaining = (next: SettingsDraft, touched: string | null): FieldErrors => {
    const marked = Object.entries(state.errors);
    if (!marked.length) return state.errors;
    const fresh = check(next);
    const out: FieldErrors = {};
    for (const [path, message] of marked) {
      if (fromServer.has(path)) {
        if (touched !== null && !related(path, touched)) out[path] = message;
      } else if (fresh[path]) out[path] = fresh[path];
    }
    return out;
  };
  const change = (next: SettingsDraft, touched: string | null) => publish({ draft: next, errors: remaining(next, touched) });
  return {
    get: () => state,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (path, value) => change(setAt(state.draft, path, value), path),
    update: (edit) => change(edit(state.draft), null),
    showErrors: (errors, source) => {
      fromServer = new Set(source === 'server' ? Object.keys(errors) : []);
      publish({ ...state, errors });
    },
    clearErrors: () => {
      fromServer = new Set();
      publish({ ...state, errors: {} });
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
