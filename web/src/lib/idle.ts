/** Whatever happens, idle work starts this long after it was asked for. */
export const IDLE_LATEST_MS = 1500;

/**
 * Runs `work` once the browser is idle (at the latest after IDLE_LATEST_MS), never in the task that asked: code a page
 * fetches for later (a dialog, a schema) then parses in a task of its own instead of lengthening the page's first ones,
 * which a slow phone feels as taps that wait. Answers a cancel, for an effect's cleanup.
 */
export function whenIdle(work: () => void, latestMs = IDLE_LATEST_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => work(), { timeout: latestMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
