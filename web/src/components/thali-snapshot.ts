import { createContext, useContext, useEffect, useState } from 'react';
import { PAGE_THALI_ID } from '@domain/menu-snapshot';
import type { ThaliNow } from '@domain/thali-view';

/** On the server: the thali the home page is being rendered with (GET / in the function). */
export const ThaliSnapshotContext = createContext<ThaliNow | null>(null);

/** Read once from the page; null after the page has used it, so an in-app visit later asks the server afresh. */
let inPage: ThaliNow | null | undefined;

function pageThali(): ThaliNow | null {
  if (inPage === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_THALI_ID)?.textContent;
    try {
      inPage = text ? (JSON.parse(text) as ThaliNow) : null;
    } catch {
      inPage = null;
    }
  }
  return inPage;
}

/**
 * The thali the page was rendered with: the server's while rendering, else the one the page's HTML carries (its first
 * mount only, so that hydration draws what the HTML shows); null when the page carries none (the prerendered template).
 */
export function usePageThali(): ThaliNow | null {
  const rendering = useContext(ThaliSnapshotContext);
  const [thali] = useState(() => rendering ?? pageThali());
  useEffect(() => {
    inPage = null;
  }, []);
  return thali;
}
