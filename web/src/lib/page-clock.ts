import { PAGE_RENDERED_AT_ID } from '@domain/menu-snapshot';

/**
 * The instant the page's HTML was rendered at: on the server (the function's render of / and /menu), the server's
 * clock for this render; in the browser, the instant the page carries (PAGE_RENDERED_AT_ID). Null for a page that
 * carries none (prerendered at build with no offers, or rendered afresh in the browser).
 * Hydration draws what depends on the time at this instant, as the HTML was drawn, and the browser's clock after: a
 * page kept a while (the CDN's minute, the function's copy per menu version), or a browser whose clock is off, or an
 * offer that started or ended between the render and the visit, then changes prices after hydration instead of
 * breaking it (React errors 418/422).
 */
let rendering: Date | null = null;

/** The function's render of a page at this instant (the server's clock). */
export function renderAt(now: Date): void {
  rendering = now;
}

function carried(): Date | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_RENDERED_AT_ID)?.textContent;
  if (!text) return null;
  try {
    const at = Date.parse(JSON.parse(text) as string);
    return Number.isFinite(at) ? new Date(at) : null;
  } catch {
    return null;
  }
}
const inPage = carried();

export const renderedAt = (): Date | null => rendering ?? inPage;
