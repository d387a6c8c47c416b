import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | null;
  error: unknown;
  loading: boolean;
  /** Loads again; keeps the current data on screen while it does. */
  reload: () => void;
}

export interface ResourceOptions<T> {
  /**
   * Asks again this often (ms) while the tab is visible, and at once when it becomes visible
   * again; a hidden tab asks nothing, not even the first time. A load still in flight is left to
   * finish, and a failed refresh keeps the data (with `error` set). A function of the data turns
   * refreshing on and off, e.g. only while an order still changes; null: no refresh.
   */
  refreshEvery?: number | null | ((data: T | null) => number | null);
  /**
   * Data the screen already has (e.g. rendered into its HTML by the server): the first render shows it, and the
   * first load is skipped; reload() and refreshes ask as usual.
   */
  initial?: T | null;
}

const visible = () => document.visibilityState === 'visible';

/**
 * Loads data for a screen and reloads it whenever `load` changes (wrap it in
 * useCallback with its inputs). A newer load cancels an older one, so a slow
 * reply never overwrites a fresher one. Without a loader (null: nothing to ask
 * yet) the state is empty and not loading.
 */
export function useResource<T>(load: ((signal: AbortSignal) => Promise<T>) | null, options: ResourceOptions<T> = {}): Resource<T> {
  const [state, setState] = useState<{ data: T | null; error: unknown; loading: boolean }>(() =>
    options.initial != null ? { data: options.initial, error: null, loading: false } : { data: null, error: null, loading: load !== null },
  );
  const skipFirstLoad = useRef(options.initial != null);
  const [tick, setTick] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const start = useRef<(() => void) | null>(null);
  const every = typeof options.refreshEvery === 'function' ? options.refreshEvery(state.data) : (options.refreshEvery ?? null);
  const polling = useRef(every);

  useEffect(() => {
    polling.current = every;
  }, [every]);

  useEffect(() => {
    controller.current?.abort();
    controller.current = null;
    if (!load) {
      start.current = null;
      setState({ data: null, error: null, loading: false });
      return;
    }
    const run = () => {
      const c = new AbortController();
      controller.current = c;
      setState((s) => (s.loading ? s : { ...s, loading: true }));
      load(c.signal).then(
        (data) => {
          if (c.signal.aborted) return;
          controller.current = null;
          setState({ data, error: null, loading: false });
        },
        (error: unknown) => {
          if (c.signal.aborted) return;
          controller.current = null;
          setState((s) => ({ data: s.data, error, loading: false }));
        },
      );
    };
    start.current = run;
    if (skipFirstLoad.current) skipFirstLoad.current = false;
    else if (polling.current !== null && !visible()) setState((s) => (s.loading ? s : { ...s, loading: true }));
    else run();
    return () => {
      start.current = null;
      controller.current?.abort();
      controller.current = null;
    };
  }, [load, tick]);

  useEffect(() => {
    if (every === null) return;
    const refresh = () => {
      if (visible() && !controller.current) start.current?.();
    };
    const timer = setInterval(refresh, every);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [every]);

  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
