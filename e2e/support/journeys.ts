import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminIdToken, api, launchBrowser } from './browser';
import { openAroundTheClock } from './ordering-hours';

export interface Journeys {
  /** The Chromium the file's journeys open their pages in. */
  readonly browser: Browser;
  /** An ID token of the seeded admin, for API calls a journey makes as another member of staff. */
  readonly adminToken: string;
}

/**
 * Registers the hooks a journey file shares: the local network's limits cleared, one Chromium for all its journeys, an admin token,
 * and with `ordering` the restaurant open around the clock (the owner's hours given back at the end); a name given for
 * `ordering` names its one service.
 */
export function setUpJourneys(options: { ordering?: boolean | string } = {}): Journeys {
  let browser: Browser | undefined;
  let adminToken: string | undefined;
  let restoreHours: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Every journey comes from 127.0.0.1: each file starts with that network's limits on texts and sign-ins unused.
    const cleared = await api('POST', '/api/dev/limits/clear');
    if (cleared.status !== 200) throw new Error(`could not clear the local network's limits (${cleared.status})`);
    browser = await launchBrowser();
    adminToken = await adminIdToken();
    if (options.ordering) restoreHours = await openAroundTheClock(typeof options.ordering === 'string' ? options.ordering : undefined);
  });
  afterAll(async () => {
    await browser?.close();
    await restoreHours?.();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    get adminToken() {
      if (!adminToken) throw new Error('the admin token is fetched in beforeAll');
      return adminToken;
    },
  };
}
