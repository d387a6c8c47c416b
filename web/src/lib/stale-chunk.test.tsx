import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, reloadForStaleChunk, reloadOnPreloadError } from './stale-chunk';

function fakeEnv(start = 1_000_000) {
  const store = new Map<string, string>();
  const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) } as Storage;
  const env = { now: vi.fn(() => start), reload: vi.fn(), storage: () => storage };
  return env;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A lazily loaded page as the app shows it: inside its Suspense ("Loading") and an error boundary (the error page). */
function renderPage(Page: ComponentType) {
  render(
    <Boundary>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('a chunk that fails to load after a release', () => {
  it('reloads the page once, and not again while the first reload is recent', () => {
    const env = fakeEnv();

    expect(reloadForStaleChunk(env)).toBe(true);
    env.now.mockReturnValue(1_000_000 + 5_000);
    expect(reloadForStaleChunk(env)).toBe(false);

    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('may reload again once the window has passed (a later release)', () => {
    const env = fakeEnv();
    reloadForStaleChunk(env);

    env.now.mockReturnValue(1_000_000 + 10 * 60_000);

    expect(reloadForStaleChunk(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when session storage is unavailable, since nothing would stop a loop', () => {
    const env = {
      ...fakeEnv(),
      storage: () => {
        throw new Error('SecurityError');
      },
    };

    expect(reloadForStaleChunk(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('never reloads while the browser is offline: the chunk is not stale, and a reload would show the browser error page', () => {
    const env = { ...fakeEnv(), online: () => false };
    const event = new Event('vite:preloadError', { cancelable: true });
    const stop = reloadOnPreloadError(window, env);

    window.dispatchEvent(event);
    stop();

    expect(env.reload).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("handles Vite's preload error by reloading, once", () => {
    const env = fakeEnv();
    const stop = reloadOnPreloadError(window, env);
    const first = new Event('vite:preloadError', { cancelable: true });
    const second = new Event('vite:preloadError', { cancelable: true });

    window.dispatchEvent(first);
    window.dispatchEvent(second);
    stop();

    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
  });

  it('shows the error page instead of reloading again when the chunk still fails after the reload', async () => {
    const env = fakeEnv();
    reloadForStaleChunk(env); // the reload that already happened
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), env);

    renderPage(Page);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    expect(env.reload).toHaveBeenCalledTimes(1);
    vi.mocked(console.error).mockRestore();
  });

  it('keeps the page loading (no error page) while the first reload happens', async () => {
    const env = fakeEnv();
    const Page = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), env);

    renderPage(Page);
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('told apart from a network that failed, by asking for the chunk again', () => {
    const failure = new Error('Failed to fetch dynamically imported module: https://thalihouse.example/assets/account-rules-Ab12.js');

    it('a chunk that is still there (the network dropped, the browser still thinks it is online) reloads nothing: the import fails as it would offline', async () => {
      const env = { ...fakeEnv(), chunkGone: vi.fn(async () => false) };
      const stop = reloadOnPreloadError(window, env);
      const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure });

      window.dispatchEvent(event);
      stop();
      await vi.waitFor(() => expect(env.chunkGone).toHaveBeenCalledWith('https://thalihouse.example/assets/account-rules-Ab12.js'));

      expect(event.defaultPrevented).toBe(false);
      expect(env.reload).not.toHaveBeenCalled();
    });

    it('a chunk the release removed (404) reloads the page, once', async () => {
      const env = { ...fakeEnv(), chunkGone: vi.fn(async () => true) };
      const stop = reloadOnPreloadError(window, env);

      window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure }));
      window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: failure }));
      stop();

      await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    });

    it('a page whose chunk is still there shows the error page (with its retry), not a reload', async () => {
      const env = { ...fakeEnv(), chunkGone: vi.fn(async () => false) };
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const Page = lazyPage(() => Promise.reject(failure), env);

      renderPage(Page);

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
      expect(env.reload).not.toHaveBeenCalled();
      vi.mocked(console.error).mockRestore();
    });
  });
});
