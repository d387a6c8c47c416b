import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** Loads again; keeps the current data on screen while it does. */
  reload: () => void;
}

/**
 * Loads data for a screen and reloads it whenever `load` changes (wrap it in
 * useCallback with its inputs). A newer load cancels an older one, so a slow
 * reply never overwrites a fresher one. Without a loader (null: nothing to ask
 * yet) the state is empty and not loading.
 */
export function useResource<T>(load: ((signal: AbortSignal) => Promise<T>) | null): Resource<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>({ data: null, error: null, loading: load !== null });
  const [tick, setTick] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    if (!load) {
      setState({ data: null, error: null, loading: false });
      return;
    }
    const c = new AbortController();
    controller.current = c;
    setState((s) => ({ ...s, loading: true }));
    load(c.signal).then(
      (data) => {
        if (!c.signal.aborted) setState({ data, error: null, loading: false });
      },
      (error: unknown) => {
        if (!c.signal.aborted) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
    return () => c.abort();
  }, [load, tick]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
