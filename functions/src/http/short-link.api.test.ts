import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile } from '../testing/api-file';

/** The short link every text carries (/t?r=<reference>, within a DLT variable's 30 characters), redirected to its page. */
const { t } = apiForFile({ at: restaurantInstant('2033-02-10', '12:00', DEFAULT_SETTINGS.locale.timeZone) });
const open = (path: string) => fetch(`${t.base}${path}`, { redirect: 'manual' });

describe('GET /t?r=<reference>', () => {
  it("redirects an order's reference to its tracking page, and a booking's to its page", async () => {
    const order = await open('/t?r=abc234');
    const booking = await open('/t?r=ABCD2345');

    expect([order.status, order.headers.get('location')]).toEqual([302, '/track/ABC234']);
    expect([booking.status, booking.headers.get('location')]).toEqual([302, '/reservation/ABCD2345']);
  });

  it('answers 404 to a reference of neither kind, a missing one, or one that tries to lead elsewhere', async () => {
    for (const path of ['/t?r=ABC23', '/t', '/t?r=//evil.example', '/t?r=ABC234&r=ABCD2345']) {
      const r = await open(path);

      expect([path, r.status, r.headers.get('location')]).toEqual([path, 404, null]);
    }
  });
});
