import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../adapters/clocks';
import { ORDERS, RESERVATIONS } from '../domain/collections';
import { adaptersUnderTest, metered, seed, type OpenedStore } from '../testing/docstore-fixtures';
import { dashboardFigures, orderAlerts } from './dashboard';

/**
 * The dashboard's queries on every DocStore adapter: the Firestore adapter must
 * accept the same filters (== with 'in' and a range) and aggregations as SQLite,
 * and bill the same reads.
 */
// 23:30 on 20 November in Kolkata, the seeded settings' time zone (no settings saved in these stores).
const clock = new ManualClock(Date.parse('2026-11-20T18:00:00.000Z'));
const order = (createdAt: string, totalCents: number, extra: Record<string, unknown> = {}) => ({
  name: 'Guest',
  orderType: 'takeaway',
  items: [{ quantity: 1 }],
  totalCents,
  status: 'Pending',
  isVerified: true,
  createdAt,
  verifiedAt: createdAt,
  readyAt: null,
  prepSeconds: null,
  ...extra,
});

for (const adapter of adaptersUnderTest()) {
  describe(`dashboard figures on ${adapter.name}`, () => {
    let opened: OpenedStore;
    beforeAll(async () => {
      opened = await adapter.open();
      await seed(opened.store, ORDERS, {
        a: order('2026-11-20T07:00:00.000Z', 1000),
        b: order('2026-11-20T08:00:00.000Z', 2500, { status: 'Ready', readyAt: '2026-11-20T08:12:00.000Z', prepSeconds: 720 }),
        c: order('2026-11-20T09:00:00.000Z', 4000, { status: 'Cancelled' }),
        d: order('2026-11-20T09:30:00.000Z', 9000, { isVerified: false, verifiedAt: null }),
        e: order('2026-11-19T10:00:00.000Z', 1750, { status: 'Completed', readyAt: '2026-11-19T10:10:00.000Z', prepSeconds: 600 }),
        // A paid takeaway never collected stays a sale; an unpaid one does not.
        f: order('2026-11-20T07:05:00.000Z', 600, { status: 'Not collected', isPaid: true }),
        g: order('2026-11-20T07:10:00.000Z', 800, { status: 'Not collected', isPaid: false }),
      });
      await seed(opened.store, RESERVATIONS, {
        r1: { date: '2026-11-20', status: 'confirmed', partySize: 4 },
        r2: { date: '2026-11-20', status: 'pending', partySize: 2 },
        r3: { date: '2026-11-20', status: 'cancelled', partySize: 8 },
      });
    });
    afterAll(async () => {
      await opened?.close();
    });

    it('computes the same figures for the same eight aggregation reads, and one read of the settings for the time zone', async () => {
      const { result, billed } = await metered(opened.store, () => dashboardFigures({ store: opened.store, clock }, null));
      expect(result).toMatchObject({
        revenue: { today: 41, yesterday: 17.5, change: 134.3 },
        orders: { today: 3, yesterday: 1, change: 200 },
        reservations: { today: 2, confirmed: 1 },
        guests: { today: 6, bookings: 2 },
        avgWait: { minutes: 12, yesterdayMinutes: 10, change: 20, readyToday: 1 },
      });
      expect(billed.reads).toBe(9);
    });

    it('lists confirmed orders after a time, newest first', async () => {
      const alerts = await orderAlerts({ store: opened.store, clock }, '2026-11-20T07:30:00.000Z');
      expect(alerts.orders.map((o) => o._id)).toEqual(['c', 'b']);
      expect(alerts.newOrders).toBe(2);
      const withSince = await dashboardFigures({ store: opened.store, clock }, '2026-11-20T07:30:00.000Z');
      expect([withSince.newOrders, withSince.latestOrderAt]).toEqual([2, '2026-11-20T09:00:00.000Z']);
    });
  });
}
