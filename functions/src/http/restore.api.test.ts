import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ORDERS } from '../domain/collections';
import type { OrderDoc } from '../domain/orders';
import { DEFAULT_SETTINGS } from '../domain/settings';
import { restaurantInstant } from '../domain/time';
import { apiForFile, guestOrder, orderableDish } from '../testing/api-file';
import { testStore } from '../testing/api-harness';

/**
 * The restore steps of docs/keeping-data.md, rehearsed on the Firestore emulator: its export and import play the parts
 * of a managed export or backup and its restore. Deployed, `gcloud firestore databases restore` (from a backup) or
 * `gcloud firestore import` (from an export) does the same to a new or emptied database.
 */
const TZ = DEFAULT_SETTINGS.locale.timeZone;
const { t, tokens } = apiForFile({ at: restaurantInstant('2031-05-14', '12:00', TZ), sessions: { owner: 'owner' } });

const emulator = (path: string, body?: unknown) =>
  fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${t.projectId}${path}`, {
    method: body === undefined ? 'DELETE' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe('restoring the database from an export', () => {
  it('an order exported, wiped and imported is back, invoice fields and all', async (ctx) => {
    if (testStore() !== 'firestore') {
      const why = 'skipped on SQLite: the embedded store is restored by copying its data folder back; this rehearses Firestore';
      console.log(`[api] ${why}`);
      ctx.skip(why);
    }
    const placed = await guestOrder(t, { phone: '9450000001', ip: '10.47.0.1', dish: await orderableDish(t) });
    expect(placed.status, placed.body.message).toBe(201);
    const id = placed.body.data!._id;
    expect((await t.call('POST', `/api/orders/${id}/verify-otp`, { body: { otp: placed.body.data!.testOtp }, ip: '10.47.0.1' })).status).toBe(200);
    const printed = await t.call<{ invoiceNumber: string }>('POST', `/api/orders/${id}/invoice`, { token: tokens.owner });
    expect(printed.status, printed.body.message).toBe(200);
    const before = (await t.store.get<OrderDoc>(ORDERS, id))!;

    const dir = join(t.dir, 'backup');
    mkdirSync(dir, { recursive: true });
    const database = `projects/${t.projectId}/databases/(default)`;
    expect((await emulator(':export', { database, export_directory: dir })).status).toBe(200);

    // The bad script or console click: every document gone.
    expect((await emulator('/databases/(default)/documents')).status).toBe(200);
    expect(await t.store.get(ORDERS, id)).toBeNull();
    expect((await t.call('GET', `/api/orders/${id}`, { token: tokens.owner })).status).toBe(404);

    const exported = readdirSync(dir).find((n) => n.startsWith('firestore_export'));
    expect(exported, 'the export wrote its folder').toBeDefined();
    const metadata = join(dir, exported!, `${exported}.overall_export_metadata`);
    expect((await emulator(':import', { database, export_directory: metadata })).status).toBe(200);

    expect(await t.store.get<OrderDoc>(ORDERS, id)).toEqual(before);
    const back = await t.call<{ invoiceNumber: string }>('GET', `/api/orders/${id}`, { token: tokens.owner });
    expect([back.status, back.body.data!.invoiceNumber]).toEqual([200, printed.body.data!.invoiceNumber]);
  });
});
