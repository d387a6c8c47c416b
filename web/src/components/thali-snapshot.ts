import { createContext, useContext, useEffect, useState } from 'react';
import { PAGE_THALI_ID } from '@domain/menu-snapshot';
import type { ThaliNow } from '@domain/thali-view';
import { pageDataBlock } from '@/lib/hydration';

/** On the server: the thali the home page is being rendered with (GET / in the function). */
export const ThaliSnapshotContext = createContext<ThaliNow | null>(null);

const inPage = pageDataBlock<ThaliNow>(PAGE_THALI_ID);

/**
 * The thali the page was rendered with: the server's while rendering, else the one the page's HTML carries (its first
 * mount only, so that hydration draws what the HTML shows); null when the page carries none (the prerendered template).
 */
export function usePageThali(): ThaliNow | null {
  const rendering = useContext(ThaliSnapshotContext);
  const [thali] = useState(() => rendering ?? inPage.read());
  useEffect(() => inPage.used(), []);
  return thali;
}
